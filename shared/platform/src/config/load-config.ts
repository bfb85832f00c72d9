import { readBuildEnv } from './build-env';
import { ConfigError } from './config-error';
import { appConfigSchema, type AppConfig } from './config-schema';

let current: AppConfig | null = null;

/** Validates raw values (R5.01); throws ConfigError listing every failing variable. */
export const parseConfig = (raw: unknown): AppConfig => {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) throw ConfigError.fromZod(result.error);
  return result.data;
};

const fetchConfigJson = async (
  url: string,
  fetchImpl: typeof fetch,
): Promise<Record<string, unknown>> => {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    // No config.json (e.g. a bare dev server): the build-time env is the fallback.
    return {};
  }
};

/**
 * Loads `config.json` served beside the host (no-store, so ops can change it without a
 * rebuild), falls back to the build-time env per variable, validates and keeps the result.
 */
export const loadConfig = async (
  url = '/config.json',
  /** The host passes the answer it asked for early (early-requests.ts). */
  fetchImpl: typeof fetch = fetch,
): Promise<AppConfig> => {
  const fromFile = await fetchConfigJson(url, fetchImpl);
  const config = parseConfig({ ...readBuildEnv(), ...fromFile });
  current = config;
  return config;
};

/** Sets the config directly: for tests and for remote dev shells that bring their own. */
export const setConfig = (config: AppConfig): void => {
  current = config;
};

export const getConfig = (): AppConfig => {
  if (!current) throw new Error('Configuration not loaded: call loadConfig() before rendering.');
  return current;
};
