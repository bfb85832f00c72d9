/**
 * Writes the host image's security headers as Caddy snippets, from the one policy of
 * host/scripts/security-headers.ts, with placeholder origins the image's entrypoint replaces at
 * start (from remotes.json and config.json): one file with monitoring off, one with it on.
 * Usage: pnpm --filter @ontoloom/host exec tsx scripts/caddy-headers.ts <out-dir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webSecurityHeaders } from './security-headers';

/** What host-entrypoint.sh replaces: keep the three in step with it. */
const PLACEHOLDERS = {
  remotes: 'https://remotes.invalid',
  api: 'https://api.invalid',
  chat: 'https://chat.invalid',
} as const;

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: caddy-headers.ts <out-dir>');
mkdirSync(outDir, { recursive: true });
for (const monitoring of ['off', 'on'] as const) {
  const headers = webSecurityHeaders({
    remoteEntries: [`${PLACEHOLDERS.remotes}/mf-manifest.json`],
    config: {
      API_URL: PLACEHOLDERS.api,
      CHAT_URL: PLACEHOLDERS.chat,
      MONITORING_ENABLED: monitoring === 'on' ? 'true' : 'false',
    },
  });
  const lines = Object.entries(headers).map(
    ([name, value]) => `\t${name} ${JSON.stringify(value)}`,
  );
  writeFileSync(
    join(outDir, `security-headers-monitoring-${monitoring}.caddy`),
    `header {\n${lines.join('\n')}\n}\n`,
  );
}
