import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_VERSION, limits } from '@ontoloom/contract';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { apiKeysPlugin } from './api-keys/api-keys.routes';
import { createApiKeysService } from './api-keys/api-keys.service';
import { createAuthRepo } from './auth/auth.repo';
import { authPlugin } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import {
  createPrincipalCache,
  PRINCIPALS_CHANNEL,
  type PrincipalChanges,
} from './auth/principal-cache';
import { sha256 } from './auth/secrets';
import { collectionsPlugin } from './collections/collections.plugin';
import type { Config } from './config';
import { creditsPlugin } from './credits/credits.routes';
import type { Database, DatabaseHandle } from './db/client';
import type { Authenticator } from './http/contract-route';
import type { Core } from './http/domain-plugin';
import { frameworkErrors, genReqId, registerErrorHandling } from './http/error-handler';
import { periodicPlugin } from './http/periodic';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './http/security-headers';
import { knowledgeBasesPlugin } from './knowledge-bases/knowledge-bases.plugin';
import { createOutboxRepo } from './mail/mail.repo';
import { outboxPlugin } from './mail/mail.routes';
import { createMailer, type Mailer } from './mail/mail.service';
import { ontologiesPlugin } from './ontologies/ontologies.plugin';
import { createProjectAccess } from './projects/project-access';
import { createProjectsRepo } from './projects/projects.repo';
import { projectsPlugin } from './projects/projects.routes';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { rootPlugin } from './root/root.routes';
import { runsPlugin } from './runs/runs.plugin';
import { createUsersRepo } from './users/users.repo';
import { usersPlugin } from './users/users.routes';

export type AppDeps = {
  config: Config;
  db: Database;
  /** PGlite's multi-statement exec, which the job queue's migrations need there. */
  execMany?: (text: string) => Promise<unknown>;
  /** The clock every expiry uses; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Replaces the configured mail driver (e.g. an in-memory catcher). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** PostgreSQL's LISTEN, so this process hears of sign-in changes made by the others. */
  listen?: DatabaseHandle['listen'];
};

const DOCS_PREFIX = '/api/docs';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    frameworkErrors,
    genReqId,
    // request.ip (rate limits count per client address) reads X-Forwarded-For only from these.
    trustProxy: config.trustProxy,
    bodyLimit: limits.bodyBytes,
    // One line per request drowns the useful lines; debug and trace bring them back.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Api-Version', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ontoloom API',
        version: API_VERSION,
        description:
          'Send `Api-Version: <major>.<minor>.<patch>` (2.x up to this minor) on every call except `GET /` and `GET /api/users/me`; an incompatible version gets 412.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/*`,
      ],
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: docsContentSecurityPolicy,
  });

  await app.register(periodicPlugin);

  // Who a bearer is, cached for a few seconds; every change forgets it here and, on PostgreSQL,
  // in every other API process (NOTIFY).
  const principals = createPrincipalCache({ ttlMs: config.authCacheSeconds * 1000, now });
  const announce = (payload: string) => {
    if (!deps.listen) return;
    db.execute(sql`select pg_notify(${PRINCIPALS_CHANNEL}, ${payload})`).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in change not announced'),
    );
  };
  const changes: PrincipalChanges = {
    userChanged(userId) {
      principals.forgetUser(userId);
      announce(`user:${userId}`);
    },
    tokenRevoked(tokenHash) {
      principals.forgetToken(tokenHash);
      announce(`token:${tokenHash}`);
    },
  };
  if (deps.listen) {
    const unlisten = await deps.listen(PRINCIPALS_CHANNEL, (payload) =>
      principals.onNotification(payload),
    );
    app.addHook('onClose', () => unlisten());
  }
  const usersRepo = createUsersRepo(db, changes);
  const authRepo = createAuthRepo(db, changes);
  const outbox = createOutboxRepo(config.dataDir);
  const mailer = deps.mailer ?? createMailer({ config: config.mail, outbox, log: app.log, now });
  const { rateLimits } = config;
  const limiter = createRateLimiter({ db, now, windowMs: rateLimits.windowMinutes * 60_000 });
  // Finished windows limit nothing: drop them now and then.
  app.periodic.add({ name: 'rate limit prune', everyMs: 10 * 60_000, run: () => limiter.prune() });
  const auth = createAuthService({
    usersRepo,
    authRepo,
    mailer,
    webUrl: config.webUrl,
    tokenTtlHours: config.tokenTtlHours,
    limiter,
    loginLimits: {
      perAccountAddress: rateLimits.loginFailuresPerAccountAddress,
      perAddress: rateLimits.loginFailuresPerAddress,
      accountDelayAfterFailures: rateLimits.loginAccountDelayAfterFailures,
      accountMaxDelaySeconds: rateLimits.loginAccountMaxDelaySeconds,
    },
    refusePersonalEmailLogin: config.refusePersonalEmailLogin,
    now,
    log: app.log,
  });
  const apiKeys = createApiKeysService({ usersRepo, now });
  const projectsRepo = createProjectsRepo(db);
  // A bearer is either a session token or an API key; each service knows its own prefix.
  const authenticate: Authenticator = (bearer) =>
    principals.resolve(
      sha256(bearer),
      async () => (await auth.authenticate(bearer)) ?? apiKeys.authenticate(bearer),
    );
  const core: Core = {
    config,
    db,
    execMany: deps.execMany,
    now,
    mailer,
    outbox,
    limiter,
    usersRepo,
    authRepo,
    auth,
    apiKeys,
    projectsRepo,
    access: { authenticate, projects: createProjectAccess(projectsRepo) },
  };

  // One Fastify plugin per domain.
  await app.register(rootPlugin, { core });
  await app.register(authPlugin, { core });
  await app.register(usersPlugin, { core });
  await app.register(apiKeysPlugin, { core });
  await app.register(creditsPlugin, { core });
  await app.register(projectsPlugin, { core });
  await app.register(collectionsPlugin, { core });
  await app.register(ontologiesPlugin, { core });
  await app.register(runsPlugin, { core });
  await app.register(knowledgeBasesPlugin, { core });
  if (config.mail.driver === 'outbox') await app.register(outboxPlugin, { core });

  return app;
}
