import { text } from '@ontoloom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, type OutboxRepo } from './mail.repo';

/** Development only (MAIL_DRIVER=outbox): read the mails the API would have sent. */
export function registerOutboxRoutes(app: FastifyInstance, outbox: OutboxRepo) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Mails written to the development outbox, newest first',
        tags: ['dev'],
        querystring: z.object({ to: text().trim().max(320).optional() }),
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    (request) => outbox.list(request.query.to),
  );
}
