import type * as z from 'zod/mini';

export const CONFIG_ERROR_HEADING = 'Invalid/Missing environment variables';

export type ConfigIssueLine = { variable: string; messages: string[] };

/** Start-up stops with this error: one line per failing variable with its messages (R5.02). */
export class ConfigError extends Error {
  readonly lines: ConfigIssueLine[];

  constructor(lines: ConfigIssueLine[]) {
    super(
      [
        CONFIG_ERROR_HEADING,
        ...lines.map((line) => `${line.variable}: ${line.messages.join(', ')}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
    this.lines = lines;
  }

  static fromZod(error: z.core.$ZodError): ConfigError {
    const byVariable = new Map<string, string[]>();
    for (const issue of error.issues) {
      const variable = String(issue.path[0] ?? '(config)');
      byVariable.set(variable, [...(byVariable.get(variable) ?? []), issue.message]);
    }
    return new ConfigError(
      Array.from(byVariable, ([variable, messages]) => ({ variable, messages })),
    );
  }
}
