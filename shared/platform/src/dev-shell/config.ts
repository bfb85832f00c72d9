import { readBuildEnv } from '../config/build-env';
import type { AppConfigInput } from '../config/config-schema';

/** Where `?api=<url>` is remembered, so reloads and deep links keep talking to that API. */
export const DEV_SHELL_API_STORAGE_KEY = 'ontoloom.dev-shell.api-url';

/** The embedded stack's addresses (`pnpm start` / `pnpm dev`) and placeholder monitoring values. */
export const DEV_SHELL_DEFAULTS: AppConfigInput = {
  API_URL: 'http://localhost:4000',
  CHAT_URL: 'http://localhost:4100',
  DATADOG_APPLICATION_ID: 'local',
  DATADOG_CLIENT_TOKEN: 'local',
  ENVIRONMENT_NAME: 'local-dev-shell',
  ONTOLOGY_CHAT_AGENT_NAME: 'ontology_assistant',
  GRAPH_EXPLOITATION_AGENT_NAME: 'kb_chat',
  GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: 'kb_dashboard_builder',
  MONITORING_ENABLED: 'false',
};

/** Unvalidated values: `parseConfig` checks them (a bad `?api=` gets the config error page). */
export type RawConfig = Partial<Record<keyof AppConfigInput, string>>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedApiUrl = (search: string, storage: StorageLike | null): string | null => {
  const fromQuery = new URLSearchParams(search).get('api');
  try {
    if (fromQuery === null) return storage?.getItem(DEV_SHELL_API_STORAGE_KEY) ?? null;
    // `?api=` with no value forgets the override.
    if (fromQuery === '') storage?.removeItem(DEV_SHELL_API_STORAGE_KEY);
    else storage?.setItem(DEV_SHELL_API_STORAGE_KEY, fromQuery);
  } catch {
    // No storage (privacy mode): the override holds for this page load only.
  }
  return fromQuery || null;
};

/**
 * The start-up config of a dev shell, before validation: dev defaults, then whatever was baked
 * in at build time (`API_URL=… pnpm dev`), then `?api=<url>` or the API URL it stored earlier.
 */
export const devShellConfigInput = (search: string, storage: StorageLike | null): RawConfig => {
  const api = storedApiUrl(search, storage);
  return { ...DEV_SHELL_DEFAULTS, ...readBuildEnv(), ...(api ? { API_URL: api } : {}) };
};
