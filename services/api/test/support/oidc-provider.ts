import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const server = resolve(repoRoot, 'e2e/support/oidc-provider-server.ts');
const tsx = resolve(repoRoot, 'services/api/node_modules/.bin/tsx');

export const OIDC_CLIENT = { id: 'ontoloom-e2e', secret: 'ontoloom-e2e-secret' };

/**
 * The e2e suite's real OIDC provider (oidc-provider), in a child process: it is ESM with many
 * dependencies, which jest's CommonJS runtime would have to compile.
 */
export async function startOidcProvider(port: number, redirectUris: string[]) {
  const child: ChildProcess = spawn(tsx, [server, String(port), ...redirectUris], {
    cwd: resolve(repoRoot, 'e2e'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('OIDC provider listening')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.DEBUG_OIDC) process.stderr.write(chunk);
    });
    child.once('exit', (code) => fail(new Error(`OIDC provider exited (${code}): ${output}`)));
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A minimal browser for the provider's built-in pages: follows redirects, keeps cookies, and
 * submits the login and consent forms. Stops at the first redirect back to `stopAt`.
 */
export async function signInAtProvider(
  authorizeUrl: string,
  stopAt: string,
  login: string,
  choice: 'consent' | 'cancel' = 'consent',
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  let url = new URL(authorizeUrl);
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.toString().startsWith(stopAt)) return url;
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    if (choice === 'cancel') {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error(`no cancel link at ${url}: ${html.slice(0, 300)}`);
      url = new URL(abort, url);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url} (${response.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url);
    method = 'POST';
    // The form's own hidden fields (e.g. `prompt`), plus the credentials on the login page.
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? '');
    }
    if (html.includes('name="login"')) {
      fields.set('login', login);
      fields.set('password', 'any');
    }
    body = fields.toString();
  }
  throw new Error('too many steps at the provider');
}
