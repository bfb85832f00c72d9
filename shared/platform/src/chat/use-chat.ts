import type {
  ChatCitation,
  ChatContext,
  ChatMessage,
  ChatProposal,
  ChatThread,
  ChatToolActivity,
} from '@ontoloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { chatRequest, streamChatMessage } from './chat-api';

export type UseChatOptions = {
  /** The agent's name, from the runtime config (…_AGENT_NAME). */
  agent: string;
  context: ChatContext;
  /** Fetch only while the panel is open. */
  enabled?: boolean;
};

/** The reply being streamed, shown until the stored message replaces it. */
export type StreamingReply = {
  content: string;
  toolCalls: ChatToolActivity[];
  proposal: ChatProposal | null;
  citations: ChatCitation[];
};

export const chatKeys = {
  all: ['chat'] as const,
  threads: (agent: string, context: ChatContext) =>
    [...chatKeys.all, 'threads', agent, context] as const,
  thread: (id: string) => [...chatKeys.all, 'thread', id] as const,
};

/** One thread with its messages, as the panel reads it. */
const threadQuery = (id: string) => ({
  queryKey: chatKeys.thread(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    chatRequest('getChatThread', { params: { thread_id: id }, signal }),
});

/** A conversation with one agent in one context: its threads, the open one, send and stop. */
export function useChat({ agent, context, enabled = true }: UseChatOptions) {
  const queryClient = useQueryClient();
  const [threadId, setThreadId] = useState<string | null>(null);
  /** "New thread" chosen: the next message starts one, the newest is not reopened meanwhile. */
  const [draft, setDraft] = useState(false);
  const [pending, setPending] = useState<{
    user: string;
    reply: StreamingReply;
    /** The stored reply's id (the stream's first event): once the thread holds it, it shows. */
    assistantId?: string;
  } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const threads = useQuery({
    queryKey: chatKeys.threads(agent, context),
    queryFn: ({ signal }) =>
      chatRequest('listChatThreads', { query: { agent, ...context }, signal }),
    enabled,
  });
  const thread = useQuery({
    ...threadQuery(threadId ?? ''),
    enabled: enabled && Boolean(threadId),
  });

  // Opening the panel shows the newest thread of the context.
  useEffect(() => {
    if (threadId === null && !draft && threads.data?.[0]) setThreadId(threads.data[0].id);
  }, [threadId, draft, threads.data]);
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * The thread as stored once a reply has ended: fetched anew, never an answer already in flight
   * (one started while the reply streamed holds it half-written, and would stay on screen).
   */
  const refresh = useCallback(
    async (id: string) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.thread(id) });
      await queryClient.fetchQuery({ ...threadQuery(id), staleTime: 0 }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'threads'] });
    },
    [queryClient],
  );

  const newThread = useCallback(async (): Promise<ChatThread> => {
    const created = await chatRequest('createChatThread', { body: { agent, context } });
    setThreadId(created.id);
    setDraft(false);
    await queryClient.invalidateQueries({ queryKey: chatKeys.threads(agent, context) });
    return created;
  }, [agent, context, queryClient]);

  const send = useCallback(
    async (content: string) => {
      setError(null);
      let id = threadId;
      const abort = new AbortController();
      controller.current = abort;
      setPending({
        user: content,
        reply: { content: '', toolCalls: [], proposal: null, citations: [] },
      });
      try {
        id ??= (await newThread()).id;
        await streamChatMessage(
          id,
          content,
          (event) => {
            setPending((current) => {
              if (!current) return current;
              const reply = current.reply;
              switch (event.event) {
                case 'message':
                  return { ...current, assistantId: event.assistant_message_id };
                case 'delta':
                  return { ...current, reply: { ...reply, content: reply.content + event.text } };
                case 'tool_call':
                  return {
                    ...current,
                    reply: { ...reply, toolCalls: [...reply.toolCalls, event.tool_call] },
                  };
                case 'tool_result':
                  return {
                    ...current,
                    reply: {
                      ...reply,
                      toolCalls: reply.toolCalls.map((call) =>
                        call.id === event.tool_call.id ? event.tool_call : call,
                      ),
                    },
                  };
                case 'proposal':
                  return { ...current, reply: { ...reply, proposal: event.proposal } };
                case 'citations':
                  return { ...current, reply: { ...reply, citations: event.citations } };
                default:
                  return current;
              }
            });
            if (event.event === 'error') {
              setError(
                new ApiError({
                  url: '',
                  status: 502,
                  body: { code: event.code, detail: event.detail },
                }),
              );
            }
          },
          abort.signal,
        );
      } catch (caught) {
        if (!abort.signal.aborted) setError(caught);
      } finally {
        controller.current = null;
        if (id) await refresh(id);
        setPending(null);
      }
    },
    [threadId, newThread, refresh],
  );

  /** Stops the reply: closing the stream aborts it on the server, which keeps the partial text. */
  const stop = useCallback(() => controller.current?.abort(), []);

  const deleteThread = useCallback(
    async (id: string) => {
      setError(null);
      try {
        await chatRequest('deleteChatThread', { params: { thread_id: id } });
      } catch (caught) {
        setError(caught);
        return;
      }
      if (id === threadId) setThreadId(null);
      queryClient.removeQueries({ queryKey: chatKeys.thread(id) });
      await queryClient.invalidateQueries({ queryKey: chatKeys.threads(agent, context) });
    },
    [agent, context, queryClient, threadId],
  );

  const stored: ChatMessage[] = thread.data?.messages ?? [];
  const holdsReply =
    !!pending?.assistantId && stored.some((message) => message.id === pending.assistantId);
  // A thread read while the reply streamed holds it half-written: what has streamed shows in it.
  const messages = holdsReply
    ? stored.map((message) =>
        message.id === pending.assistantId && message.status === 'streaming'
          ? {
              ...message,
              content: pending.reply.content,
              tool_calls: pending.reply.toolCalls,
              proposal: pending.reply.proposal,
              citations: pending.reply.citations,
            }
          : message,
      )
    : stored;
  return {
    threads: threads.data ?? [],
    threadsError: threads.error,
    threadId,
    selectThread: (id: string) => {
      setDraft(false);
      setThreadId(id);
    },
    startNewThread: () => {
      setDraft(true);
      setThreadId(null);
    },
    messages: threadId ? messages : [],
    // The stored reply replaces the streamed one as soon as the thread holds it: never both.
    pending: holdsReply ? null : pending,
    streaming: pending !== null,
    error,
    send,
    stop,
    deleteThread,
  };
}

export type UseChat = ReturnType<typeof useChat>;
