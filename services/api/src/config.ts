import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { loadOidcProviders, type OidcProviderConfig } from './auth/oidc/oidc-config';
import {
  storageConfigProblems,
  storageEnvShape,
  toStorageConfig,
  type StorageConfig,
} from './storage/storage-config';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  WEB_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Ontoloom <no-reply@ontoloom.local>'),
  ADMIN_EMAIL: z.email().default('admin@ontoloom.local'),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24),
  // How long an API process trusts a bearer's user without the database (0: always ask).
  // Changes through the API reach every process at once (NOTIFY); this bounds any other.
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  ...storageEnvShape,
  PASSWORD_RESET_TOKEN_MINUTES: z.coerce.number().positive().default(60),
  // Failed sign-ins within the window before 429: for one account from one client address, and
  // from one client address across accounts (higher: many users may share an address).
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  // Failures on one account from any address after which each further attempt waits a delay
  // that doubles with every failure, up to the maximum (no hard lockout).
  LOGIN_ACCOUNT_DELAY_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(300),
  // Reset-link requests per account and per client address within the window before 429.
  RESET_MAX_REQUESTS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  RESET_MAX_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  REFUSE_PERSONAL_EMAIL_LOGIN: z.stringbool().default(false),
  IN_PROCESS_WORKER: z.stringbool().default(true),
  CREDITS_DEFAULT_QUOTA: z.coerce.number().nonnegative().default(1000),
  // The extraction step's `llm` engine: any OpenAI-compatible endpoint (off without a base URL).
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  // A run job its worker has not kept alive for this long lost its worker (the worker died): it
  // expires and runs again elsewhere. Live workers keep their jobs alive however long they take.
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(120),
  // A dashboard widget's query on PostgreSQL stops past this (the widget answers a timeout).
  DASHBOARD_WIDGET_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  NODE_ENV: z.string().optional(),
  // Which proxies may set X-Forwarded-For: `true` (any) or their addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webUrl: string;
  corsOrigins: string[];
  mail: { driver: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  admin: { email: string; password: string | undefined };
  tokenTtlHours: number;
  authCacheSeconds: number;
  logLevel: (typeof logLevels)[number];
  storage: StorageConfig;
  passwordResetTokenMinutes: number;
  rateLimits: {
    windowMinutes: number;
    loginFailuresPerAccountAddress: number;
    loginFailuresPerAddress: number;
    loginAccountDelayAfterFailures: number;
    loginAccountMaxDelaySeconds: number;
    resetRequestsPerAccount: number;
    resetRequestsPerAddress: number;
  };
  /** Deployments for organizations only: sign-in with a personal address gets 401. */
  refusePersonalEmailLogin: boolean;
  creditsDefaultQuota: number;
  oidcProviders: OidcProviderConfig[];
  /** NODE_ENV=production: development conveniences (e.g. the open mail outbox) are off. */
  production: boolean;
  /** Fastify's `trustProxy`: without it the client address is the socket's, never a header. */
  trustProxy: boolean | string[];
  /** The API works run jobs itself (the embedded default); false leaves them to `pnpm worker`. */
  inProcessWorker: boolean;
  /** The `llm` extraction engine's endpoint; null when not configured (only `rules` then). */
  llm: {
    baseUrl: string;
    model: string;
    apiKey: string | undefined;
    maxRetries: number;
    timeoutMs: number;
  } | null;
  /** Seconds after which an active run job counts as lost and is retried. */
  jobExpireSeconds: number;
  /** Per dashboard widget query, on PostgreSQL. */
  dashboardWidgetTimeoutMs: number;
};

export class ConfigError extends Error {}

/** True when `host` binds to this machine's loopback interface only (not 0.0.0.0, ::, or a LAN address). */
export function isLoopbackOnly(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The workspace root, found by walking up to pnpm-workspace.yaml (the default home of `.data/`). */
export function findRepoRoot(start: string = import.meta.dirname): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Launchers pass `VAR=''` to mean "unset" (e.g. DATABASE_URL='' forces PGlite).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const lines = (parsed.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );
  // Checked by hand so it is reported together with the other problems, not after them.
  if (present.MAIL_DRIVER === 'smtp' && !present.SMTP_URL) {
    lines.push('SMTP_URL: Required when MAIL_DRIVER=smtp');
  }
  lines.push(...storageConfigProblems(present));
  if (present.LLM_BASE_URL && !present.LLM_MODEL) {
    lines.push('LLM_MODEL: Required when LLM_BASE_URL is set');
  }
  if (present.TRUST_PROXY && !trustProxyValid(present.TRUST_PROXY)) {
    lines.push('TRUST_PROXY: Expected true, false or proxy addresses/CIDRs');
  }
  const oidc = loadOidcProviders(present);
  lines.push(...oidc.problems);
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(['Invalid/Missing environment variables', ...lines].join('\n'));
  }
  const e = parsed.data;
  const webUrl = e.WEB_URL.replace(/\/+$/, '');
  const corsOrigins = (e.CORS_ORIGINS ?? webUrl)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? join(findRepoRoot(), '.data')),
    webUrl,
    corsOrigins,
    mail: { driver: e.MAIL_DRIVER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    authCacheSeconds: e.AUTH_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    storage: toStorageConfig(e),
    passwordResetTokenMinutes: e.PASSWORD_RESET_TOKEN_MINUTES,
    rateLimits: {
      windowMinutes: e.RATE_LIMIT_WINDOW_MINUTES,
      loginFailuresPerAccountAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      loginFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginAccountDelayAfterFailures: e.LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
      loginAccountMaxDelaySeconds: e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
      resetRequestsPerAccount: e.RESET_MAX_REQUESTS_PER_ACCOUNT,
      resetRequestsPerAddress: e.RESET_MAX_REQUESTS_PER_ADDRESS,
    },
    refusePersonalEmailLogin: e.REFUSE_PERSONAL_EMAIL_LOGIN,
    creditsDefaultQuota: e.CREDITS_DEFAULT_QUOTA,
    oidcProviders: oidc.providers,
    production: e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    inProcessWorker: e.IN_PROCESS_WORKER,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            maxRetries: e.LLM_MAX_RETRIES,
            timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
          }
        : null,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    dashboardWidgetTimeoutMs: e.DASHBOARD_WIDGET_TIMEOUT_MS,
  };
}

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxyValid(value: string): boolean {
  const parsed = parseTrustProxy(value);
  if (!Array.isArray(parsed)) return true;
  return (
    parsed.length > 0 &&
    parsed.every((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      if (rest.length > 0) return false;
      if (proxyKeywords.has(address) && bits === undefined) return true;
      return isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    })
  );
}

/**
 * `true`/`false` or a comma list of proxy addresses and CIDRs (Fastify 5 refuses hop counts:
 * they cannot tell a proxy from a client that sends the header itself).
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim().toLowerCase() ?? 'false';
  if (text === 'true' || text === 'false') return text === 'true';
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
