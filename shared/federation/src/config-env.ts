/** Variables of the start-up config that may be baked in at build time as a fallback. */
export const CONFIG_ENV_KEYS = [
  'API_URL',
  'CHAT_URL',
  'DATADOG_APPLICATION_ID',
  'DATADOG_CLIENT_TOKEN',
  'ENVIRONMENT_NAME',
  'ONTOLOGY_CHAT_AGENT_NAME',
  'GRAPH_EXPLOITATION_AGENT_NAME',
  'GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME',
  'MONITORING_ENABLED',
] as const;

/**
 * DefinePlugin map: every key is defined (as `undefined` when unset) so no bundle ever
 * references a bare `process` in the browser.
 */
export const configEnvDefinitions = (
  env: Record<string, string | undefined> = process.env,
): Record<string, string> =>
  Object.fromEntries(
    CONFIG_ENV_KEYS.map((key) => [
      `process.env.${key}`,
      env[key] === undefined ? 'undefined' : JSON.stringify(env[key]),
    ]),
  );
