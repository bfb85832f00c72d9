import type { JsonSchema } from '../agents/agent';

/** A message of the conversation as an OpenAI-compatible endpoint takes it. */
export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export type LlmToolCall = {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
};

export type LlmToolSpec = { name: string; description: string; parameters: JsonSchema };

/** One model turn: the text it streamed, the tools it asked for, the tokens it used. */
export type LlmTurn = { text: string; toolCalls: LlmToolCall[]; tokens: number };

export type LlmProvider = {
  kind: 'openai';
  complete(input: {
    messages: LlmMessage[];
    tools: LlmToolSpec[];
    signal: AbortSignal;
    onDelta(text: string): void;
  }): Promise<LlmTurn>;
};

/** No model: each agent answers with its deterministic command grammar. */
export type OfflineProvider = { kind: 'offline' };

export type Provider = LlmProvider | OfflineProvider;
