import {
  chatEndpoints,
  chatMessageBodySchema,
  chatThreadCreateBodySchema,
  chatThreadListQuerySchema,
  chatThreadParamsSchema,
  type ChatStreamEvent,
} from '@ontoloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiCallError } from '../api/api-client';
import type { ChatUser } from '../api/users';
import { HttpError } from '../errors';
import type { ThreadsService } from './threads.service';

const parse = <T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      422,
      'validation_failed',
      `${where}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
};

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'not_authenticated', 'Sign in first');
  return match[1];
};

const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

export function registerThreadRoutes(
  app: FastifyInstance,
  deps: { threads: ThreadsService; resolveUser(token: string): Promise<ChatUser> },
) {
  const { threads } = deps;
  const signedIn = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    try {
      return { token, user: await deps.resolveUser(token) };
    } catch (error) {
      if (error instanceof ApiCallError && error.status < 500) {
        throw new HttpError(error.status, error.code as never, error.message);
      }
      throw error;
    }
  };
  const e = chatEndpoints;

  app.get(path(e.listChatThreads.path), async (request) => {
    const { user } = await signedIn(request);
    return threads.list(user, parse(chatThreadListQuerySchema, request.query, 'query'));
  });
  app.post(path(e.createChatThread.path), async (request, reply) => {
    const { user, token } = await signedIn(request);
    const body = parse(chatThreadCreateBodySchema, request.body, 'body');
    return reply.code(201).send(await threads.create(user, token, body));
  });
  app.get(path(e.getChatThread.path), async (request) => {
    const { user } = await signedIn(request);
    return threads.get(user, parse(chatThreadParamsSchema, request.params, 'params').thread_id);
  });
  app.delete(path(e.deleteChatThread.path), async (request, reply) => {
    const { user } = await signedIn(request);
    await threads.remove(user, parse(chatThreadParamsSchema, request.params, 'params').thread_id);
    return reply.code(204).send();
  });
  app.post(path(e.stopChatReply.path), async (request, reply) => {
    const { user } = await signedIn(request);
    await threads.stop(user, parse(chatThreadParamsSchema, request.params, 'params').thread_id);
    return reply.code(204).send();
  });

  app.post(path(e.postChatMessage.path), async (request, reply) => {
    const { user, token } = await signedIn(request);
    const { thread_id } = parse(chatThreadParamsSchema, request.params, 'params');
    const { content } = parse(chatMessageBodySchema, request.body, 'body');
    const started = await threads.startReply(user, token, thread_id, content);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let open = true;
    // A closed stream (the browser left, the Stop button aborted its fetch) stops the reply.
    raw.on('close', () => {
      if (open) started.controller.abort();
      open = false;
    });
    const send = (event: ChatStreamEvent) => {
      if (open) raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    send({
      event: 'message',
      user_message: started.userMessage,
      assistant_message_id: started.assistantMessageId,
    });
    const message = await started.stream({
      delta: (text) => send({ event: 'delta', text }),
      toolCall: (tool_call) => send({ event: 'tool_call', tool_call }),
      toolResult: (tool_call) => send({ event: 'tool_result', tool_call }),
      proposal: (proposal) => send({ event: 'proposal', proposal }),
      citations: (citations) => send({ event: 'citations', citations }),
      error: (code, detail) => send({ event: 'error', code, detail }),
    });
    send({ event: 'done', message });
    open = false;
    raw.end();
  });
}
