import cors from '@fastify/cors';
import { codeForStatus, REQUEST_ID_HEADER, requestIdOf, type ErrorCode } from '@ontoloom/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ChatConfig } from './config';

/** The three assistants of the product; the browser config names them (…_AGENT_NAME). */
export const AGENT_NAMES = ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

// The agents themselves (threads, streamed replies) arrive with their own issue.
export async function buildChatApp(config: ChatConfig): Promise<FastifyInstance> {
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
  app.get('/', async () => ({ name: 'ontoloom-chat', agents: [...AGENT_NAMES] }));
  app.get('/health', async () => ({ status: 'ok' }));
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
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const detail = status < 500 ? error.message : 'Internal server error';
    return reply.code(status).send(errorBody(request, codeForStatus(status), detail));
  });
  return app;
}
