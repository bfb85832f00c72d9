import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '@ontoloom/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { outboxOpenWithoutSignIn } from '../../src/mail/mail.routes';
import type { DatabaseHandle } from '../../src/db/client';
import { seedSuperAdmin } from '../../src/seed/seed';
import { createUsersRepo } from '../../src/users/users.repo';
import type { TestDatabase } from './databases';

export const ADMIN = { email: 'admin@ontoloom.test', password: 'admin-Password-1' };
export const PASSWORD = 'correct-horse-battery';

type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Leave out the Api-Version header (the default is to send the current one). */
  noApiVersion?: boolean;
  /** The client address the API sees (rate limits count per address). */
  remoteAddress?: string;
};

export type OutboxMail = { id: string; to: string; subject: string; text: string; html: string };

/** The real app on a fresh database, with a movable clock and the dev outbox as mail driver. */
export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export async function startTestApi(database: TestDatabase, env: Record<string, string> = {}) {
  const handle: DatabaseHandle & { url?: string } = await database.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-api-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    WEB_URL: 'http://localhost:3000',
    MAIL_DRIVER: 'outbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  let offsetMs = 0;
  let frozenAt: number | undefined;
  const now = () => new Date((frozenAt ?? Date.now()) + offsetMs);
  await seedSuperAdmin({ config, usersRepo: createUsersRepo(handle.db), now });
  const app: FastifyInstance = await buildApp({
    config,
    db: handle.db,
    execMany: handle.execMany,
    // On PostgreSQL sign-in changes are announced (NOTIFY), as between API processes.
    listen: handle.listen?.bind(handle),
    now,
    logger: false,
  });
  let counter = 0;

  async function call(method: InjectOptions['method'], url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.noApiVersion) headers['api-version'] = API_VERSION;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return app.inject({
      method,
      url,
      query: options.query,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  /** Open on a loopback development API; elsewhere read as the super admin, as an operator would. */
  async function outbox(to: string): Promise<OutboxMail[]> {
    const token = outboxOpenWithoutSignIn(config)
      ? undefined
      : await signIn(ADMIN.email, ADMIN.password);
    const response = await call('GET', '/dev/outbox', { query: { to }, token });
    expectStatus(response, 200);
    return response.json();
  }

  /** The token of the newest verification link mailed to `email`. */
  async function verificationToken(email: string): Promise<string> {
    const [mail] = await outbox(email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no verification link mailed to ${email}`);
    return token;
  }

  const uniqueEmail = (label: string) => `${label}-${++counter}@acme-corp.test`;

  async function register(email: string, extra: Record<string, string> = {}) {
    return call('POST', '/api/auth/register', {
      body: {
        email,
        password: PASSWORD,
        first_name: 'Ada',
        last_name: 'Lovelace',
        organization_name: 'Analytical Engines',
        ...extra,
      },
    });
  }

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const response = await call('POST', '/api/auth/token', { body: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  }

  /** Registered and verified, status pending_onboarding_info. */
  async function verifiedUser(label: string) {
    const email = uniqueEmail(label);
    expectStatus(await register(email), 201);
    const token = await verificationToken(email);
    expectStatus(await call('POST', '/api/auth/verify-email', { body: { token } }), 200);
    const accessToken = await signIn(email);
    const me = (await call('GET', '/api/users/me', { token: accessToken })).json<{ id: string }>();
    return { email, token: accessToken, id: me.id };
  }

  /** Through onboarding: status pending_admin_review. */
  async function reviewedUser(label: string) {
    const user = await verifiedUser(label);
    expectStatus(
      await call('PATCH', '/api/users/me/onboarding', {
        token: user.token,
        body: { role_in_organization: 'Analyst', goal: 'Map our suppliers' },
      }),
      200,
    );
    return user;
  }

  async function activeUser(label: string) {
    const user = await reviewedUser(label);
    const adminToken = await signIn(ADMIN.email, ADMIN.password);
    expectStatus(
      await call('PATCH', `/api/users/status/${user.id}`, {
        token: adminToken,
        query: { status: 'active' },
      }),
      200,
    );
    return user;
  }

  return {
    app,
    config,
    db: handle.db,
    /** The database's URL on PostgreSQL (for another process), undefined on PGlite. */
    databaseUrl: handle.url,
    dataDir,
    now,
    call,
    outbox,
    verificationToken,
    uniqueEmail,
    register,
    signIn,
    verifiedUser,
    reviewedUser,
    activeUser,
    adminToken: () => signIn(ADMIN.email, ADMIN.password),
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    /** Stops the clock (it moves only by advanceClock), for exact waits on a slow machine. */
    freezeClock() {
      frozenAt ??= Date.now();
    },
    resumeClock() {
      if (frozenAt !== undefined) offsetMs -= Date.now() - frozenAt;
      frozenAt = undefined;
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asserts a status and shows the body when it differs, which a bare toBe would hide. */
export function expectStatus(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}
