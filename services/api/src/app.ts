import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_VERSION, limits } from '@ontoloom/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes';
import { createApiKeysService } from './api-keys/api-keys.service';
import { createAuthRepo } from './auth/auth.repo';
import { registerAuthRoutes } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createOidcRepo } from './auth/oidc/oidc.repo';
import { registerOidcRoutes } from './auth/oidc/oidc.routes';
import { createOidcService } from './auth/oidc/oidc.service';
import { createPasswordResetService } from './auth/password-reset.service';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCreditsRepo } from './credits/credits.repo';
import { registerCreditsRoutes } from './credits/credits.routes';
import { createCreditsService } from './credits/credits.service';
import { createContractRouter, type Authenticator } from './http/contract-route';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './http/security-headers';
import { createOutboxRepo } from './mail/mail.repo';
import { registerOutboxRoutes } from './mail/mail.routes';
import { createMailer, type Mailer } from './mail/mail.service';
import { createProjectAccess } from './projects/project-access';
import { createProjectsRepo } from './projects/projects.repo';
import { registerCollections } from './collections/register-collections';
import { registerProjectRoutes } from './projects/projects.routes';
import { registerOntologies } from './ontologies/register-ontologies';
import { createProjectsService } from './projects/projects.service';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { registerRootRoutes } from './root/root.routes';
import { createUsersRepo } from './users/users.repo';
import { registerUserRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

export type AppDeps = {
  config: Config;
  db: Database;
  /** The clock every expiry uses; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Replaces the configured mail driver (e.g. an in-memory catcher). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

const DOCS_PREFIX = '/api/docs';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    frameworkErrors,
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

  const usersRepo = createUsersRepo(db);
  const authRepo = createAuthRepo(db);
  const outbox = createOutboxRepo(config.dataDir);
  const mailer = deps.mailer ?? createMailer({ config: config.mail, outbox, log: app.log, now });
  const { rateLimits } = config;
  const limiter = createRateLimiter({ db, now, windowMs: rateLimits.windowMinutes * 60_000 });
  // Finished windows limit nothing: drop them now and then.
  const pruneTimer = setInterval(
    () => void limiter.prune().catch((error: unknown) => app.log.error(error, 'rate limit prune')),
    10 * 60_000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
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
  const passwordReset = createPasswordResetService({
    usersRepo,
    authRepo,
    mailer,
    limiter,
    limits: {
      perAccount: rateLimits.resetRequestsPerAccount,
      perAddress: rateLimits.resetRequestsPerAddress,
    },
    webUrl: config.webUrl,
    tokenMinutes: config.passwordResetTokenMinutes,
    now,
    log: app.log,
  });
  const users = createUsersService({
    usersRepo,
    mailer,
    webUrl: config.webUrl,
    now,
    log: app.log,
  });
  const projectsRepo = createProjectsRepo(db);
  const projects = createProjectsService({ projectsRepo, now });

  const apiKeys = createApiKeysService({ usersRepo, now });
  const credits = createCreditsService({
    creditsRepo: createCreditsRepo(db),
    defaultQuota: config.creditsDefaultQuota,
    now,
  });

  // A bearer is either a session token or an API key; each service knows its own prefix.
  const authenticate: Authenticator = async (bearer) =>
    (await auth.authenticate(bearer)) ?? apiKeys.authenticate(bearer);
  const route = createContractRouter(app, {
    authenticate,
    projects: createProjectAccess(projectsRepo),
  });
  registerRootRoutes(route);
  registerAuthRoutes(route, auth, passwordReset);
  registerOidcRoutes(
    app,
    route,
    createOidcService({
      providers: config.oidcProviders,
      oidcRepo: createOidcRepo(db),
      usersRepo,
      startSession: auth.startSession,
      webUrl: config.webUrl,
      refusePersonalEmailLogin: config.refusePersonalEmailLogin,
      now,
      log: app.log,
    }),
  );
  registerUserRoutes(route, users);
  registerApiKeyRoutes(route, apiKeys);
  registerCreditsRoutes(route, credits);
  registerProjectRoutes(route, projects);
  await registerCollections(app, route, { config, db, now });
  registerOntologies(app, route, { db, now });
  if (config.mail.driver === 'outbox') {
    registerOutboxRoutes(app, { outbox, config, authenticate });
  }

  return app;
}
