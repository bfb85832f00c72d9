import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
});

export type ChatConfig = { port: number; host: string; corsOrigins: string[] };

export function loadChatConfig(env: Record<string, string | undefined> = process.env): ChatConfig {
  // Launchers pass `VAR=''` to mean "unset".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(['Invalid/Missing environment variables', ...lines].join('\n'));
  }
  const { PORT, HOST, WEB_URL, CORS_ORIGINS } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    corsOrigins: (CORS_ORIGINS ?? WEB_URL)
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
