import {
  chatLimits,
  type ChatContext,
  type ChatMessage,
  type ChatThread,
  type ChatThreadCreateBody,
  type CreditsUsage,
} from '@ontoloom/contract';
import { agents } from '../agents/registry';
import { ApiCallError, apiClientFor } from '../api/api-client';
import type { ChatUser } from '../api/users';
import { HttpError } from '../errors';
import type { Provider } from '../providers/provider';
import type { ChatMessageRow, ChatThreadRow } from '../db/schema/index';
import { createRateLimiter } from './rate-limiter';
import { runReply } from './run-reply';
import type { ThreadsRepo } from './threads.repo';
import type { ReplySink } from '../agents/agent';

/** Offline replies cost a flat amount; model replies 1 credit per 1,000 tokens (as run steps). */
export const OFFLINE_REPLY_CREDITS = 1;
export const LLM_TOKENS_PER_CREDIT = 1000;
export const creditsOfReply = (provider: Provider, tokens: number) =>
  provider.kind === 'offline'
    ? OFFLINE_REPLY_CREDITS
    : Math.max(1, Math.ceil(tokens / LLM_TOKENS_PER_CREDIT));

export const threadOf = (row: ChatThreadRow): ChatThread => ({
  id: row.id,
  agent: row.agent as ChatThread['agent'],
  context: {
    project_id: row.projectId,
    ...(row.ontologyVersionId ? { ontology_version_id: row.ontologyVersionId } : {}),
    ...(row.knowledgeBaseId ? { knowledge_base_id: row.knowledgeBaseId } : {}),
  },
  title: row.title,
  credits_used: row.creditsUsed,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const messageOf = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  thread_id: row.threadId,
  role: row.role,
  content: row.content,
  status: row.status,
  tool_calls: row.toolCalls,
  proposal: row.proposal ?? null,
  citations: row.citations,
  credits: row.credits,
  created_at: row.createdAt.toISOString(),
});

const notFound = (): never => {
  throw new HttpError(404, 'chat_thread_not_found', 'Chat thread not found');
};

/** An API refusal passed on as is (403/404 on the project, 401 for the token). */
const passOn = (error: unknown): never => {
  if (error instanceof ApiCallError && error.status < 500) {
    throw new HttpError(error.status, error.code as never, error.message);
  }
  throw error;
};

export function createThreadsService(deps: {
  repo: ThreadsRepo;
  provider: Provider;
  apiUrl: string;
  replyTimeoutMs: number;
  messagesPerMinute: number;
}) {
  const { repo, provider, apiUrl } = deps;
  const limiter = createRateLimiter(deps.messagesPerMinute);
  /** Replies being streamed, by thread: what the stop call aborts. One process holds them. */
  const active = new Map<string, AbortController>();

  const agentFor = (name: ChatThreadCreateBody['agent'], context: ChatContext) => {
    const agent = agents[name];
    if (!agent) {
      throw new HttpError(
        422,
        'chat_agent_unavailable',
        `The ${name} assistant is not available yet`,
      );
    }
    const problem = agent.checkContext(context);
    if (problem) throw new HttpError(422, 'chat_context_invalid', problem);
    return agent;
  };

  const owned = async (id: string, user: ChatUser) =>
    (await repo.findOwned(id, user.id)) ?? notFound();

  return {
    async create(user: ChatUser, token: string, body: ChatThreadCreateBody) {
      agentFor(body.agent, body.context);
      // The API decides whether the user may see the context: read it as them.
      const api = apiClientFor(apiUrl, token);
      const { project_id, ontology_version_id, knowledge_base_id } = body.context;
      if (ontology_version_id) {
        await api
          .get(`/api/projects/${project_id}/ontology_versions/${ontology_version_id}`)
          .catch(passOn);
      } else if (knowledge_base_id) {
        await api
          .get(`/api/projects/${project_id}/knowledge_bases/${knowledge_base_id}`)
          .catch(passOn);
      } else {
        await api.get(`/api/projects/${project_id}`).catch(passOn);
      }
      if (
        (await repo.countInContext(user.id, body.agent, body.context)) >=
        chatLimits.threadsPerContext
      ) {
        throw new HttpError(
          422,
          'chat_thread_full',
          `At most ${chatLimits.threadsPerContext} threads per context: delete some`,
        );
      }
      return threadOf(
        await repo.create({ userId: user.id, agent: body.agent, context: body.context, title: '' }),
      );
    },
    async list(user: ChatUser, query: ChatContext & { agent: ChatThreadCreateBody['agent'] }) {
      const { agent, ...context } = query;
      return (await repo.list(user.id, agent, context, chatLimits.threadsPerContext)).map(threadOf);
    },
    async get(user: ChatUser, id: string) {
      const thread = await owned(id, user);
      return { ...threadOf(thread), messages: (await repo.messages(id)).map(messageOf) };
    },
    async remove(user: ChatUser, id: string) {
      active.get(id)?.abort();
      if (!(await repo.remove(id, user.id))) notFound();
    },
    async stop(user: ChatUser, id: string) {
      await owned(id, user);
      active.get(id)?.abort();
    },

    /**
     * Checks everything a reply needs before the stream opens (so refusals are plain HTTP
     * errors), stores the user's message, and returns how to stream the reply.
     */
    async startReply(user: ChatUser, token: string, id: string, content: string) {
      const thread = await owned(id, user);
      const agent = agentFor(
        thread.agent as ChatThreadCreateBody['agent'],
        threadOf(thread).context,
      );
      if (active.has(id))
        throw new HttpError(
          409,
          'chat_reply_in_progress',
          'A reply is being streamed in this thread',
        );
      if ((await repo.countMessages(id)) + 2 > chatLimits.threadMessages) {
        throw new HttpError(
          422,
          'chat_thread_full',
          `A thread holds at most ${chatLimits.threadMessages} messages: start a new one`,
        );
      }
      if (!limiter.take(user.id)) {
        throw new HttpError(429, 'rate_limited', 'Too many messages: wait a moment');
      }
      const api = apiClientFor(apiUrl, token);
      const usage = await api.get<CreditsUsage>('/api/llm-usage/credits-usage').catch(passOn);
      if (usage.quota_exceeded) {
        throw new HttpError(
          429,
          'quota_exceeded',
          'Credit quota exceeded for this billing period',
          {
            credits_usage: usage,
          },
        );
      }
      const controller = new AbortController();
      active.set(id, controller);
      const earlier = await repo.messages(id);
      const lastProposal = earlier.findLast((message) => message.proposal)?.proposal ?? null;
      const history = earlier
        .filter((message) => message.content)
        .slice(-20)
        .map((message) => ({ role: message.role, content: message.content }));
      const now = Date.now();
      const userMessage = await repo.addMessage({
        threadId: id,
        role: 'user',
        content,
        status: 'complete',
        createdAt: new Date(now),
      });
      const assistant = await repo.addMessage({
        threadId: id,
        role: 'assistant',
        content: '',
        status: 'streaming',
        createdAt: new Date(now + 1),
      });

      const stream = async (
        sink: ReplySink & { error(code: string, detail: string): void },
      ): Promise<ChatMessage> => {
        const signal = AbortSignal.any([
          controller.signal,
          AbortSignal.timeout(deps.replyTimeoutMs),
        ]);
        const tools = {
          api: apiClientFor(apiUrl, token, signal),
          context: threadOf(thread).context,
          signal,
          lastProposal,
        };
        const partial = {
          text: '',
          toolCalls: [] as ChatMessage['tool_calls'],
          proposal: null as ChatMessage['proposal'],
          citations: [] as ChatMessage['citations'],
        };
        const recording: ReplySink = {
          delta: (text) => ((partial.text += text), sink.delta(text)),
          toolCall: (activity) => (partial.toolCalls.push(activity), sink.toolCall(activity)),
          toolResult: (activity) => {
            partial.toolCalls = partial.toolCalls.map((c) => (c.id === activity.id ? activity : c));
            sink.toolResult(activity);
          },
          proposal: (proposal) => ((partial.proposal = proposal), sink.proposal(proposal)),
          citations: (citations) => ((partial.citations = citations), sink.citations(citations)),
        };
        let status: ChatMessage['status'] = 'complete';
        let tokens = 0;
        let failure: { code: string; detail: string } | null = null;
        try {
          const record = await runReply({
            provider,
            agent,
            history,
            message: content,
            tools,
            sink: recording,
          });
          tokens = record.tokens;
        } catch (error) {
          if (controller.signal.aborted) status = 'stopped';
          else {
            status = 'failed';
            const timedOut = signal.aborted;
            failure = timedOut
              ? { code: 'chat_llm_failed', detail: 'The reply took too long and was stopped' }
              : error instanceof ApiCallError
                ? { code: error.code, detail: error.message }
                : { code: 'chat_llm_failed', detail: 'The assistant could not reply' };
          }
        } finally {
          active.delete(id);
        }
        const credits = creditsOfReply(provider, tokens);
        const finished = await repo.finishMessage(assistant.id, {
          content: partial.text,
          status,
          toolCalls: partial.toolCalls,
          proposal: partial.proposal,
          citations: partial.citations,
          credits,
          tokens,
        });
        await repo.touch(id, credits, thread.title ? undefined : content.slice(0, 80));
        // Work that ran is billed even past the quota, as run steps are.
        await apiClientFor(apiUrl, token)
          .post('/api/llm-usage/charge', {
            credits,
            reason: 'chat',
            project_id: thread.projectId,
            reference: { agent: thread.agent, chat_thread_id: id, chat_message_id: assistant.id },
          })
          .catch((error: unknown) =>
            console.warn(`chat: charging ${credits} credit(s) failed: ${String(error)}`),
          );
        if (failure) sink.error(failure.code, failure.detail);
        return messageOf(finished);
      };
      return {
        userMessage: messageOf(userMessage),
        assistantMessageId: assistant.id,
        controller,
        stream,
      };
    },
  };
}

export type ThreadsService = ReturnType<typeof createThreadsService>;
