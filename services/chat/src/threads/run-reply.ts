import type { ChatCitation, ChatProposal, ChatToolActivity } from '@ontoloom/contract';
import type {
  Agent,
  CitationSource,
  ReplySession,
  ReplySink,
  ToolOutcome,
  ToolSession,
} from '../agents/agent';
import type { LlmMessage, Provider } from '../providers/provider';

/** Model turns one reply may take (each tool round is a turn). */
const MAX_TURNS = 6;
/** Characters of a tool's result the model sees. */
const TOOL_RESULT_CHARACTERS = 20_000;

export type ReplyRecord = {
  text: string;
  toolCalls: ChatToolActivity[];
  proposal: ChatProposal | null;
  citations: ChatCitation[];
  tokens: number;
};

const sourceKey = (source: CitationSource) =>
  source.kind === 'entity'
    ? `entity:${source.entity_id}`
    : `passage:${source.provenance.document_id}:${source.provenance.start}:${source.provenance.end}`;

/** Numbers sources as a reply cites them: `[1]`, `[2]`…, the same source keeping its number. */
function citationRegistry() {
  const byKey = new Map<string, ChatCitation>();
  return {
    cite(source: CitationSource): number {
      const key = sourceKey(source);
      const known = byKey.get(key);
      if (known) return known.n;
      const citation = { ...source, n: byKey.size + 1 } as ChatCitation;
      byKey.set(key, citation);
      return citation.n;
    },
    /** The sources the text cites as `[n]` (a model may read more than it uses). */
    list(text: string): ChatCitation[] {
      const all = [...byKey.values()];
      const used = new Set([...text.matchAll(/\[(\d{1,3})\]/g)].map((match) => Number(match[1])));
      return all.filter((citation) => used.has(citation.n));
    },
  };
}

/**
 * One assistant reply: the offline grammar, or model turns with tool calls until the model
 * answers in text. Only the agent's own tools run; any other name (a tool the model made up, a
 * "delete_project" a document asked for) is refused and reported as such.
 */
export async function runReply(input: {
  provider: Provider;
  agent: Agent;
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
  tools: Omit<ToolSession, 'cite'>;
  sink: ReplySink;
}): Promise<ReplyRecord> {
  const { agent, sink } = input;
  const registry = citationRegistry();
  const tools: ToolSession = { ...input.tools, cite: registry.cite };
  const record: ReplyRecord = {
    text: '',
    toolCalls: [],
    proposal: null,
    citations: [],
    tokens: 0,
  };
  const finish = (citations: ChatCitation[]) => {
    record.citations = citations;
    if (citations.length > 0) sink.citations(citations);
    return record;
  };
  const recordingSink: ReplySink = {
    ...sink,
    delta(text) {
      record.text += text;
      sink.delta(text);
    },
  };
  let counter = 0;
  const session: ReplySession = {
    ...tools,
    sink: recordingSink,
    async callTool(name, args, id = `tool_${++counter}`) {
      const activity: ChatToolActivity = { id, name, arguments: args };
      record.toolCalls.push(activity);
      sink.toolCall({ ...activity });
      const tool = agent.tools.find((candidate) => candidate.name === name);
      let outcome: ToolOutcome;
      if (!tool) {
        outcome = {
          summary: `Refused: ${name} is not a tool of this assistant`,
          content: `Refused: there is no tool named "${name}". You can only use: ${agent.tools.map((t) => t.name).join(', ')}.`,
        };
        activity.ok = false;
      } else {
        try {
          outcome = await tool.run(args, tools);
          activity.ok = true;
        } catch (error) {
          if (tools.signal.aborted) throw error;
          const message = error instanceof Error ? error.message : String(error);
          outcome = {
            summary: `Failed: ${message.slice(0, 200)}`,
            content: `Tool failed: ${message}`,
          };
          activity.ok = false;
        }
      }
      activity.result = outcome.summary;
      sink.toolResult({ ...activity });
      if (outcome.proposal) {
        record.proposal = outcome.proposal;
        sink.proposal(outcome.proposal);
      }
      return outcome;
    },
    note(name, args, summary) {
      const activity: ChatToolActivity = { id: `tool_${++counter}`, name, arguments: args };
      record.toolCalls.push(activity);
      sink.toolCall({ ...activity });
      sink.toolResult({ ...activity, ok: true, result: summary });
    },
  };

  const { provider } = input;
  if (provider.kind === 'offline') {
    await agent.offlineReply(input.message, session);
    return finish(registry.list(record.text));
  }
  const messages: LlmMessage[] = [
    { role: 'system', content: agent.systemPrompt(tools.context) },
    ...input.history.map((message) => ({ role: message.role, content: message.content })),
    { role: 'user', content: input.message },
  ];
  const toolSpecs = agent.tools.map(({ name, description, parameters }) => ({
    name,
    description,
    parameters,
  }));
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const answer = await provider.complete({
      messages,
      tools: toolSpecs,
      signal: tools.signal,
      onDelta: recordingSink.delta,
    });
    record.tokens += answer.tokens;
    if (answer.toolCalls.length === 0) return finish(registry.list(record.text));
    messages.push({ role: 'assistant', content: answer.text, tool_calls: answer.toolCalls });
    for (const call of answer.toolCalls) {
      let args: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(call.function.arguments || '{}');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          args = parsed as Record<string, unknown>;
      } catch {
        messages.push({ role: 'tool', tool_call_id: call.id, content: 'Invalid JSON arguments' });
        continue;
      }
      const outcome = await session.callTool(call.function.name, args, call.id);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: outcome.content.slice(0, TOOL_RESULT_CHARACTERS),
      });
    }
  }
  recordingSink.delta('\n\n(I stopped after too many tool calls.)');
  return finish(registry.list(record.text));
}
