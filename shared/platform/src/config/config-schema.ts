import * as z from 'zod/mini';

/** Start-up configuration (spec section 5). Keys are the variable names used in config.json. */
// Messages an operator can act on ("Required") instead of zod's type-level wording.
const missingOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'Required' : otherwise;

const url = () => z.url({ error: missingOr('Must be a valid URL') });
const nonEmpty = () =>
  z
    .string({ error: missingOr('Must be a string') })
    .check(z.trim(), z.minLength(1, { error: 'Must not be empty' }));

export const appConfigSchema = z.object({
  API_URL: url(),
  CHAT_URL: url(),
  DATADOG_APPLICATION_ID: nonEmpty(),
  DATADOG_CLIENT_TOKEN: nonEmpty(),
  ENVIRONMENT_NAME: nonEmpty(),
  ONTOLOGY_CHAT_AGENT_NAME: nonEmpty(),
  GRAPH_EXPLOITATION_AGENT_NAME: nonEmpty(),
  GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: nonEmpty(),
  // Monitoring is opt-in: anything but the string 'true' keeps RUM off (local default).
  MONITORING_ENABLED: z.pipe(
    z._default(z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }), 'false'),
    z.transform((value: 'true' | 'false') => value === 'true'),
  ),
});

export type AppConfig = z.output<typeof appConfigSchema>;
export type AppConfigInput = z.input<typeof appConfigSchema>;
export type ConfigKey = keyof AppConfigInput;

export const CONFIG_KEYS = Object.keys(appConfigSchema.shape) as ConfigKey[];
