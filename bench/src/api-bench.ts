import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_VERSION } from '@ontoloom/contract';
import {
  client,
  freePort,
  printTable,
  startBenchApi,
  startProcess,
  stopProcess,
  type BenchApi,
} from './api-process';
import { fixed, heading } from './timing';

// The API under load (issue 15): `GET /api/projects` and `GET /api/users/me` signed in, at 50
// connections, against a bare Fastify handler doing the same SQL through `pg` on the same
// PostgreSQL (bench/src/api-peer.ts, its own process, as the API is); goal ≥ 0.7× the peer's
// requests per second. The API on PGlite is reported too, beside the same peer.
// `pnpm --filter @ontoloom/bench bench:api [-- --seconds=10 --connections=50 --projects=20]`.

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const numberArg = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const SECONDS = numberArg('seconds', 10);
const CONNECTIONS = numberArg('connections', 50);
const PROJECTS = numberArg('projects', 20);
const GOAL = 0.7;

type Load = { rps: number; p50: number; p99: number };

/** Requests per second and latency of one path under load, after a short warm-up. */
async function load(url: string, token?: string): Promise<Load> {
  const headers: Record<string, string> = { 'api-version': API_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  const options = { url, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Signs in as the bench's admin and gives it `PROJECTS` projects; the access token. */
async function seed(api: BenchApi): Promise<string> {
  const calls = client(api.url);
  const token = await calls.signIn(api.email, api.password);
  for (let n = 0; n < PROJECTS; n += 1)
    await calls.call('POST', '/api/projects', {
      name: `Project ${n + 1}`,
      description: `Benchmark project ${n + 1}, with a description of usual length.`,
    });
  return token;
}

export async function runApiBench(): Promise<void> {
  heading(
    `API under load: ${CONNECTIONS} connections, ${SECONDS} s a path, ${PROJECTS} projects, against a bare Fastify + pg peer`,
  );
  const children: ChildProcess[] = [];
  const apis: BenchApi[] = [];
  const rows: string[][] = [['', 'req/s', 'p50 ms', 'p99 ms', '× peer', 'goal']];
  const row = (name: string, measured: Load, peer?: Load, goal = '') =>
    rows.push([
      name,
      fixed(measured.rps, 0),
      fixed(measured.p50, 1),
      fixed(measured.p99, 1),
      peer ? fixed(measured.rps / peer.rps) : '1.00',
      goal,
    ]);
  try {
    const api = await startBenchApi('ontoloom_api_bench');
    apis.push(api);
    const token = await seed(api);
    const peerPort = await freePort();
    const peerUrl = `http://127.0.0.1:${peerPort}`;
    children.push(
      await startProcess(
        join(import.meta.dirname, 'api-peer.ts'),
        { DATABASE_URL: api.env.DATABASE_URL!, PORT: String(peerPort) },
        'peer ready',
      ),
    );

    const peerRoot = await load(`${peerUrl}/`);
    row('peer GET / (no database)', peerRoot);
    row('API GET / (no sign-in, no database)', await load(`${api.url}/`), peerRoot);
    // The same API with its cache of signed-in users off: the peer's work exactly.
    const uncached = await startBenchApi('ontoloom_api_bench_uncached', {
      AUTH_CACHE_SECONDS: '0',
    });
    apis.push(uncached);
    const uncachedToken = await seed(uncached);
    for (const path of ['/api/projects', '/api/users/me']) {
      const peer = await load(`${peerUrl}${path}`, token);
      row(`peer GET ${path}`, peer);
      row(`API GET ${path}, PostgreSQL`, await load(`${api.url}${path}`, token), peer, `≥ ${GOAL}`);
      row(
        `API GET ${path}, PostgreSQL, sign-in not cached`,
        await load(`${uncached.url}${path}`, uncachedToken),
        peer,
      );
    }

    const embedded = await startBenchApi(null);
    apis.push(embedded);
    const embeddedToken = await seed(embedded);
    for (const path of ['/api/projects', '/api/users/me']) {
      const peer = await load(`${peerUrl}${path}`, token);
      row(`peer GET ${path} (again)`, peer);
      row(`API GET ${path}, PGlite`, await load(`${embedded.url}${path}`, embeddedToken), peer);
    }
  } finally {
    for (const child of children) await stopProcess(child);
    for (const api of apis) await api.close();
  }
  printTable(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await runApiBench();
