import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { HOST_APP, REMOTES, remotePortEnvKey } from '@ontoloom/federation/remotes';

// `pnpm start`'s whole stack (host, remotes, API, chat) as the browser benches drive it, on ports
// apart from `pnpm start` (3000…) and e2e (3900…).

const repoRoot = resolve(import.meta.dirname, '../..');
export const WEB_PORT_OFFSET = 2000;
const ports = { web: HOST_APP.devPort + WEB_PORT_OFFSET, api: 5990, chat: 5991 };

export const benchStack = {
  ports,
  admin: { email: 'admin@bench.ontoloom.test', password: 'bench-admin-Password-1' },
  webUrl: `http://localhost:${ports.web}`,
  apiUrl: `http://localhost:${ports.api}`,
};

/** Starts the host's `stack` script on PGlite in `dataDir`; resolves once it says it is running. */
export async function startWebStack(dataDir: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    CHAT_PORT: String(ports.chat),
    ...Object.fromEntries(
      REMOTES.map((remote) => [remotePortEnvKey(remote), String(remote.devPort + WEB_PORT_OFFSET)]),
    ),
    ADMIN_EMAIL: benchStack.admin.email,
    ADMIN_PASSWORD: benchStack.admin.password,
    DATABASE_URL: '',
    MAIL_DRIVER: 'outbox',
    CHAT_LLM_PROVIDER: 'offline',
  };
  // The host's `stack` script, as `pnpm start` and the e2e suite run it.
  const child = spawn('pnpm', ['--filter', '@ontoloom/host', 'stack', '--fresh'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ontoloom is running')) ready();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`stack exited (${code}):\n${output}`)));
  });
  return child;
}

export async function stopWebStack(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}
