import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATADOG_INTAKE_ORIGIN } from '@ontoloom/platform/datadog-site';
import { createWebSecurityHeaders } from './security-headers';

const directive = (headers: Record<string, string>, name: string) =>
  headers['content-security-policy']
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('web security headers', () => {
  let dir: string;
  let headers: () => Record<string, string>;
  let writes = 0;
  const write = (file: string, content: unknown) => {
    const path = join(dir, file);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    // A distinct modification time per write, however fast the writes follow each other.
    const at = new Date(Date.now() + ++writes * 1000);
    utimesSync(path, at, at);
  };
  const remotes = (...entries: string[]) => ({
    remotes: entries.map((entry, index) => ({ name: `remote_${index}`, entry })),
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ontoloom-web-headers-'));
    write('config.json', { API_URL: 'http://api.test:4000', CHAT_URL: 'http://chat.test:4100' });
    write(
      'remotes.json',
      remotes(
        'http://localhost:3001/0.1.0/mf-manifest.json',
        'https://cdn.test/p/mf-manifest.json',
      ),
    );
    headers = createWebSecurityHeaders(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('scripts only from self and the remote origins; fetches to the API, chat and remotes', () => {
    const current = headers();
    expect(directive(current, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://cdn.test',
    ]);
    expect(directive(current, 'connect-src')).toEqual([
      "'self'",
      'http://api.test:4000',
      'http://chat.test:4100',
      'http://localhost:3001',
      'https://cdn.test',
    ]);
    // A remote's CSS chunks (e.g. the diagram's) load from its origin.
    expect(directive(current, 'style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'http://localhost:3001',
      'https://cdn.test',
    ]);
    expect(directive(current, 'frame-ancestors')).toEqual(["'none'"]);
    expect(current['content-security-policy']).not.toContain('unsafe-eval');
    expect(directive(current, 'script-src')).not.toContain("'unsafe-inline'");
    expect(current).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  });

  test('re-pointing a remote in remotes.json moves the policy with it, without a restart', () => {
    headers();
    write('remotes.json', remotes('https://elsewhere.test/0.2.0/mf-manifest.json'));
    expect(directive(headers(), 'script-src')).toEqual(["'self'", 'https://elsewhere.test']);
  });

  test('monitoring on allows the Datadog intake', () => {
    expect(directive(headers(), 'connect-src')).not.toContain(DATADOG_INTAKE_ORIGIN);
    write('config.json', { API_URL: 'http://api.test:4000', MONITORING_ENABLED: 'true' });
    expect(directive(headers(), 'connect-src')).toContain(DATADOG_INTAKE_ORIGIN);
  });

  test('a broken remotes.json allows no remote origin', () => {
    write('remotes.json', '{ not json');
    expect(directive(headers(), 'script-src')).toEqual(["'self'"]);
  });
});
