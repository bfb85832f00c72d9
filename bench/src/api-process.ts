import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_VERSION } from '@ontoloom/contract';

// The API as a benchmark drives it: its own process on a fresh database, signed in as a user.

export const apiFolder = join(import.meta.dirname, '../../services/api');
const tsx = ['--import', 'tsx'];

export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
};

/** A child process, resolved once it printed `ready` on stdout. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  cwd = apiFolder,
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, ...tsx, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export function client(base: string) {
  let token: string | undefined;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'api-version': API_VERSION,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return {
    call,
    /** Signs in; later calls carry the access token, which is also returned. */
    async signIn(email: string, password: string): Promise<string> {
      token = (await call<{ access_token: string }>('POST', '/api/auth/token', { email, password }))
        .access_token;
      return token;
    },
    async upload(
      folderId: string,
      name: string,
      data: Buffer,
      contentType = 'application/pdf',
    ): Promise<string> {
      const target = await call<{ id: string; url: string; fields: string }>(
        'POST',
        `/api/upload_folders/${folderId}/upload_urls`,
        { file_name: name, content_type: contentType, size_bytes: data.length },
      );
      const form = new FormData();
      for (const [key, value] of Object.entries(JSON.parse(target.fields) as object))
        form.append(key, String(value));
      form.append('file', new Blob([new Uint8Array(data)]), name);
      const response = await fetch(`${base}${new URL(target.url).pathname}`, {
        method: 'POST',
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${name}: ${response.status}`);
      return target.id;
    },
  };
}

export type BenchApi = {
  url: string;
  env: Record<string, string>;
  email: string;
  password: string;
  process: ChildProcess;
  /** Stops the API and drops its database and data folder. */
  close(): Promise<void>;
};

/**
 * The API in its own process on a database created for the bench (`name` on the PostgreSQL server
 * of DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped by `close`), or on
 * PGlite in a temporary data folder when `name` is null.
 */
export async function startBenchApi(
  name: string | null,
  extraEnv: Record<string, string> = {},
  /** Node options of the API process, e.g. `--cpu-prof` to see where its time goes. */
  nodeArgs: string[] = [],
): Promise<BenchApi> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = name ? new pg.Client({ connectionString: server.toString() }) : null;
  let databaseUrl: string | undefined;
  if (admin && name) {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-bench-'));
  const port = await freePort();
  const email = 'bench-admin@ontoloom.test';
  const password = 'bench-Password-1';
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_URL: `http://127.0.0.1:${port}`,
    MAIL_DRIVER: 'outbox',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    CREDITS_DEFAULT_QUOTA: '100000000',
    ...extraEnv,
  };
  // The child must not inherit the caller's DATABASE_URL when it runs on PGlite.
  const childEnv = databaseUrl ? env : { ...env, DATABASE_URL: '' };
  let child: ChildProcess;
  try {
    child = await startProcess('src/server.ts', childEnv, 'Ontoloom API', apiFolder, nodeArgs);
  } catch (error) {
    if (admin) await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    env,
    email,
    password,
    process: child,
    async close() {
      await stopProcess(child);
      if (admin && name) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A table with the first column left-aligned and the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
}
