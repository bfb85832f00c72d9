import cors from '@fastify/cors';
import {
  CHAT_AGENT_NAMES,
  codeForStatus,
  REQUEST_ID_HEADER,
  requestIdOf,
  type ChatAgent,
  type ErrorCode,
} from '@ontoloom/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { agents } from './agents/registry';
import { createUserResolver } from './api/users';
import type { ChatConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { HttpError } from './errors';
import { openAiProvider } from './providers/openai-provider';
import type { Provider } from './providers/provider';
import { createThreadsRepo } from './threads/threads.repo';
import { registerThreadRoutes } from './threads/threads.routes';
import { createThreadsService } from './threads/threads.service';

/** The three assistants of the product; the browser config names them (…_AGENT_NAME). */
export const AGENT_NAMES = CHAT_AGENT_NAMES;
export type AgentName = ChatAgent;

export const providerOf = (config: ChatConfig): Provider =>
  config.llm ? openAiProvider(config.llm, config.replyTimeoutMs) : { kind: 'offline' };

export async function buildChatApp(
  config: ChatConfig,
  database?: DatabaseHandle,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  });
  // The API's error shape: `{detail, code, request_id}` (shared/contract/src/errors.ts).
  const errorBody = (request: FastifyRequest, code: ErrorCode, detail: string) => ({
    detail,
    code,
    request_id: request.id,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    allowedHeaders: ['Authorization', 'Api-Version', 'Content-Type'],
  });
  const provider = providerOf(config);
  app.get('/', async () => ({
    name: 'ontoloom-chat',
    agents: [...AGENT_NAMES],
    /** The agents that answer today; the others are refused with chat_agent_unavailable. */
    available: AGENT_NAMES.filter((name) => agents[name]),
    provider: provider.kind,
  }));
  app.get('/health', async () => ({ status: 'ok' }));
  if (database) {
    registerThreadRoutes(app, {
      threads: createThreadsService({
        repo: createThreadsRepo(database.db),
        provider,
        apiUrl: config.apiUrl,
        replyTimeoutMs: config.replyTimeoutMs,
        messagesPerMinute: config.messagesPerMinute,
      }),
      resolveUser: createUserResolver(config.apiUrl),
    });
  }
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody(
          request,
          'route_not_found',
          `Route ${request.method} ${request.url.split('?')[0]} not found`,
        ),
      ),
  );
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ ...errorBody(request, error.code, error.message), ...error.extra });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const detail = status < 500 ? error.message : 'Internal server error';
    if (status >= 500) console.error(error);
    return reply.code(status).send(errorBody(request, codeForStatus(status), detail));
  });
  return app;
}
