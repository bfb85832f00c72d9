import type { AppConfigInput } from './config-schema';

type RawEnv = Partial<Record<keyof AppConfigInput, string>>;

/**
 * Build-time fallback. Each key is spelled out so rspack's DefinePlugin can replace
 * `process.env.X` literally; the federation config factory defines every one of them.
 */
export const readBuildEnv = (): RawEnv => {
  const env: RawEnv = {
    API_URL: process.env.API_URL,
    CHAT_URL: process.env.CHAT_URL,
    DATADOG_APPLICATION_ID: process.env.DATADOG_APPLICATION_ID,
    DATADOG_CLIENT_TOKEN: process.env.DATADOG_CLIENT_TOKEN,
    ENVIRONMENT_NAME: process.env.ENVIRONMENT_NAME,
    ONTOLOGY_CHAT_AGENT_NAME: process.env.ONTOLOGY_CHAT_AGENT_NAME,
    GRAPH_EXPLOITATION_AGENT_NAME: process.env.GRAPH_EXPLOITATION_AGENT_NAME,
    GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: process.env.GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME,
    MONITORING_ENABLED: process.env.MONITORING_ENABLED,
  };
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  ) as RawEnv;
};
