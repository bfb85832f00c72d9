import { text } from '@ontoloom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackOnly, type Config } from '../config';
import { requireBearerUser, type Authenticator } from '../http/contract-route';
import type { DomainPlugin } from '../http/domain-plugin';
import { requireSuperAdmin } from '../users/users.service';
import { outboxMessageSchema, type OutboxRepo } from './mail.repo';
import { OUTBOX_PAGE_CSP, outboxPage } from './outbox-page';

/**
 * Whether anyone may read the outbox without signing in: only a development API that no other
 * machine can reach. Elsewhere the outbox holds reset links, i.e. every account.
 */
export const outboxOpenWithoutSignIn = (config: Pick<Config, 'host' | 'production'>) =>
  !config.production && isLoopbackOnly(config.host);

/**
 * MAIL_DRIVER=outbox: read the mails the API would have sent. Open on a loopback development
 * API; otherwise for a signed-in super admin only.
 */
export function registerOutboxRoutes(
  app: FastifyInstance,
  deps: { outbox: OutboxRepo; config: Config; authenticate: Authenticator },
) {
  const { outbox, config, authenticate } = deps;
  const open = outboxOpenWithoutSignIn(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Mails written to the development outbox, newest first',
        description:
          'Super admins only, unless the API listens on loopback alone outside production. ' +
          'JSON, or a readable page with clickable links for a browser (Accept: text/html).',
        tags: ['dev'],
        ...(open ? {} : { security: [{ bearerAuth: [] }] }),
        querystring: z.object({ to: text().trim().max(320).optional() }),
        response: { 200: z.union([z.array(outboxMessageSchema), z.string()]) },
      },
      onRequest: async (request) => {
        if (open) return;
        requireSuperAdmin(await requireBearerUser(request, authenticate));
      },
    },
    async (request, reply) => {
      const messages = await outbox.list(request.query.to);
      // A browser navigating here asks for text/html: it gets the page; API clients get JSON.
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', OUTBOX_PAGE_CSP)
          .send(outboxPage(messages, request.query.to));
      }
      return messages;
    },
  );
}

/** MAIL_DRIVER=outbox only (app.ts decides). */
export const outboxPlugin: DomainPlugin = async (app, { core }) => {
  registerOutboxRoutes(app, {
    outbox: core.outbox,
    config: core.config,
    authenticate: core.access.authenticate,
  });
};
