import { z } from 'zod';
import {
  chatMessageBodySchema,
  chatThreadCreateBodySchema,
  chatThreadDetailSchema,
  chatThreadListQuerySchema,
  chatThreadParamsSchema,
  chatThreadSchema,
} from '../chat';
import { noContentSchema } from '../common';
import { sseResponseSchema } from '../fields';
import { defineEndpoint } from '../define-endpoint';

const base = { auth: 'bearer', apiVersion: false, tag: 'chat' } as const;
const threads = '/threads';

/**
 * The chat service's calls (CHAT_URL, not the API): kept out of `endpoints`, which lists the
 * API's own. Every call carries the user's bearer token.
 */
export const chatEndpoints = {
  listChatThreads: defineEndpoint({
    ...base,
    method: 'GET',
    path: threads,
    query: chatThreadListQuerySchema,
    response: z.array(chatThreadSchema),
    status: 200,
    summary: "The signed-in user's threads with one agent in one context, newest first",
  }),
  createChatThread: defineEndpoint({
    ...base,
    method: 'POST',
    path: threads,
    body: chatThreadCreateBodySchema,
    response: chatThreadSchema,
    status: 201,
    summary: 'Start a thread with an agent in a context',
  }),
  getChatThread: defineEndpoint({
    ...base,
    method: 'GET',
    path: `${threads}/{thread_id}`,
    params: chatThreadParamsSchema,
    response: chatThreadDetailSchema,
    status: 200,
    summary: 'One thread with its messages, oldest first',
  }),
  deleteChatThread: defineEndpoint({
    ...base,
    method: 'DELETE',
    path: `${threads}/{thread_id}`,
    params: chatThreadParamsSchema,
    response: noContentSchema,
    status: 204,
    summary: 'Delete a thread and its messages',
  }),
  postChatMessage: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${threads}/{thread_id}/messages`,
    params: chatThreadParamsSchema,
    body: chatMessageBodySchema,
    response: sseResponseSchema,
    status: 200,
    summary: 'Send a message; the reply streams back as server-sent events (text/event-stream)',
  }),
  stopChatReply: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${threads}/{thread_id}/stop`,
    params: chatThreadParamsSchema,
    response: noContentSchema,
    status: 204,
    summary: 'Stop the reply being streamed; its partial text is kept, marked stopped',
  }),
};
