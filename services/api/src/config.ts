import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(logLevels).default('info'),
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
  logLevel: (typeof logLevels)[number];
};

export class ConfigError extends Error {}

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
    logLevel: e.LOG_LEVEL,
  };
}
