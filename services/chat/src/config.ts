import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
  /** Where the API answers this service (users/me, tool calls), as the user. */
  API_URL: z.url().default('http://localhost:4000'),
  DATABASE_URL: z.string().min(1).optional(),
  /** PGlite lives in DATA_DIR/chat; without DATA_DIR, in memory (tests). */
  DATA_DIR: z.string().min(1).optional(),
  /** `offline` forces the deterministic agent even when an LLM is configured. */
  CHAT_LLM_PROVIDER: z.enum(['auto', 'openai', 'offline']).default('auto'),
  CHAT_LLM_BASE_URL: z.url().optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  CHAT_REPLY_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(120),
  /** Messages a user may send per minute, across threads. */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(20),
});

export type LlmConfig = { baseUrl: string; model: string; apiKey: string };

export type ChatConfig = {
  port: number;
  host: string;
  corsOrigins: string[];
  apiUrl: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** null: the offline provider. */
  llm: LlmConfig | null;
  replyTimeoutMs: number;
  messagesPerMinute: number;
};

export function loadChatConfig(env: Record<string, string | undefined> = process.env): ChatConfig {
  // Launchers pass `VAR=''` to mean "unset".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(['Invalid/Missing environment variables', ...lines].join('\n'));
  }
  const e = parsed.data;
  // The chat's own LLM settings, else the API's (one endpoint serves both).
  const baseUrl = e.CHAT_LLM_BASE_URL ?? e.LLM_BASE_URL;
  const model = e.CHAT_LLM_BASE_URL ? e.CHAT_LLM_MODEL : (e.CHAT_LLM_MODEL ?? e.LLM_MODEL);
  const apiKey =
    (e.CHAT_LLM_BASE_URL ? e.CHAT_LLM_API_KEY : (e.CHAT_LLM_API_KEY ?? e.LLM_API_KEY)) ?? 'none';
  if (e.CHAT_LLM_PROVIDER === 'openai' && (!baseUrl || !model)) {
    throw new Error(
      'Invalid/Missing environment variables\nCHAT_LLM_MODEL: CHAT_LLM_PROVIDER=openai needs CHAT_LLM_BASE_URL and CHAT_LLM_MODEL (or LLM_BASE_URL and LLM_MODEL)',
    );
  }
  const llm =
    e.CHAT_LLM_PROVIDER !== 'offline' && baseUrl && model ? { baseUrl, model, apiKey } : null;
  return {
    port: e.PORT,
    host: e.HOST,
    corsOrigins: (e.CORS_ORIGINS ?? e.WEB_URL)
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    apiUrl: e.API_URL.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    llm,
    replyTimeoutMs: e.CHAT_REPLY_TIMEOUT_SECONDS * 1000,
    messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
  };
}
