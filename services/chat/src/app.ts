import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ChatConfig } from './config';

/** The three assistants of the product; the browser config names them (…_AGENT_NAME). */
export const AGENT_NAMES = ['ontology_assistant', 'kb_chat', 'kb_dashboard_builder'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

// The agents themselves (threads, streamed replies) arrive with their own issue.
export async function buildChatApp(config: ChatConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
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
      .send({ detail: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .send({ detail: status < 500 ? error.message : 'Internal server error' });
  });
  return app;
}
