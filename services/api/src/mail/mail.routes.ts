import { text } from '@ontoloom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackOnly, type Config } from '../config';
import { requireBearerUser, type Authenticator } from '../http/contract-route';
import type { DomainPlugin } from '../http/domain-plugin';
import { requireSuperAdmin } from '../users/users.service';
import { outboxMessageSchema, type OutboxRepo } from './mail.repo';

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
          'Super admins only, unless the API listens on loopback alone outside production.',
        tags: ['dev'],
        ...(open ? {} : { security: [{ bearerAuth: [] }] }),
        querystring: z.object({ to: text().trim().max(320).optional() }),
        response: { 200: z.array(outboxMessageSchema) },
      },
      onRequest: async (request) => {
        if (open) return;
        requireSuperAdmin(await requireBearerUser(request, authenticate));
      },
    },
    (request) => outbox.list(request.query.to),
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
