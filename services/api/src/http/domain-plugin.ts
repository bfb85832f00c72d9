import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeysService } from '../api-keys/api-keys.service';
import type { AuthRepo } from '../auth/auth.repo';
import type { AuthService } from '../auth/auth.service';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { OutboxRepo } from '../mail/mail.repo';
import type { Mailer } from '../mail/mail.service';
import type { ProjectsRepo } from '../projects/projects.repo';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepo } from '../users/users.repo';
import { createContractRouter, type ContractRouter, type RouterAccess } from './contract-route';

/** What several domains share, built once in app.ts. */
export type Core = {
  config: Config;
  db: Database;
  /** Runs a text of several statements (the job queue's own migrations on PGlite). */
  execMany?: (text: string) => Promise<unknown>;
  now: () => Date;
  mailer: Mailer;
  outbox: OutboxRepo;
  limiter: RateLimiter;
  usersRepo: UsersRepo;
  authRepo: AuthRepo;
  auth: AuthService;
  apiKeys: ApiKeysService;
  projectsRepo: ProjectsRepo;
  /** Who is asking (bearer) and which projects they may use: every contract route checks both. */
  access: RouterAccess;
};

/**
 * One domain: its services and routes, registered by app.ts as a Fastify plugin. Encapsulated
 * unless it must share a decoration (then wrapped with fastify-plugin).
 */
export type DomainPlugin = FastifyPluginAsync<{ core: Core }>;

/** The contract router of a domain's own (encapsulated) instance. */
export const routerOf = (
  app: Parameters<DomainPlugin>[0],
  core: Pick<Core, 'access'>,
): ContractRouter => createContractRouter(app, core.access);
