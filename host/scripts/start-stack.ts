/**
 * The embedded Ontoloom stack for `pnpm start` and the e2e suite: the API and chat services
 * in-process, the host shell and every remote served from their own origin (as they are deployed
 * separately), and the runtime files ops edit to pin a remote (remotes.json) or configure the
 * browser (config.json).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { startApi } from '@ontoloom/api';
import { startChat } from '@ontoloom/chat';
import {
  HOST_APP,
  REMOTES,
  remoteManifestUrl,
  remotePortEnvKey,
  remotesFile,
  type RemoteDefinition,
} from '@ontoloom/federation/remotes';
import { createWebSecurityHeaders } from './security-headers';
import { NO_STORE, staticFiles } from './static-files';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A registered remote as this stack serves it: on its dev port unless REMOTE_<AREA>_PORT says otherwise. */
type RemoteSpec = { name: string; dir: string; port: number };

const env = process.env;
const port = (key: string, fallback: number) => Number(env[key] ?? fallback);
const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
const bindHost = env.HOST ?? '127.0.0.1';
const publicHost = env.PUBLIC_HOST ?? 'localhost';
const webPort = port('WEB_PORT', HOST_APP.devPort);
const apiPort = port('API_PORT', 4000);
const chatPort = port('CHAT_PORT', 4100);
const webUrl = `http://${publicHost}:${webPort}`;
const webOnly = process.argv.includes('--web-only');
const apiUrl = (webOnly && env.API_URL) || `http://${publicHost}:${apiPort}`;
const chatUrl = (webOnly && env.CHAT_URL) || `http://${publicHost}:${chatPort}`;

const remotes: RemoteSpec[] = REMOTES.map((remote: RemoteDefinition) => ({
  name: remote.name,
  dir: remote.folder,
  port: port(remotePortEnvKey(remote), remote.devPort),
}));
const portOf = new Map(remotes.map((remote) => [remote.name, remote.port]));

function packageVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Writes a runtime file once; afterwards it belongs to whoever operates the stack. */
function ensureRuntimeFile(path: string, content: unknown) {
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
}

function browserConfig() {
  return {
    API_URL: apiUrl,
    CHAT_URL: chatUrl,
    DATADOG_APPLICATION_ID: env.DATADOG_APPLICATION_ID ?? 'local',
    DATADOG_CLIENT_TOKEN: env.DATADOG_CLIENT_TOKEN ?? 'local',
    ENVIRONMENT_NAME: env.ENVIRONMENT_NAME ?? 'local',
    ONTOLOGY_CHAT_AGENT_NAME: 'ontology_assistant',
    GRAPH_EXPLOITATION_AGENT_NAME: 'kb_chat',
    GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: 'kb_dashboard_builder',
    MONITORING_ENABLED: env.MONITORING_ENABLED ?? 'false',
  };
}

function remotesManifest() {
  return remotesFile((remote) =>
    remoteManifestUrl(
      `http://${publicHost}:${portOf.get(remote.name) ?? remote.devPort}`,
      packageVersion(remote.folder),
    ),
  );
}

/** remotes.json belongs to ops once written: name the registered remotes it does not list. */
function warnOfUnlistedRemotes(path: string) {
  let listed: string[] = [];
  try {
    const body = JSON.parse(readFileSync(path, 'utf8')) as { remotes?: { name?: string }[] };
    listed = (body.remotes ?? []).map((remote) => remote.name ?? '');
  } catch {
    return; // the host reports a broken remotes.json itself
  }
  const missing = remotes.filter((remote) => !listed.includes(remote.name));
  if (missing.length > 0) {
    console.warn(
      `  ${path} does not list ${missing.map((remote) => remote.name).join(', ')}: ` +
        'add them (or delete the file to have it written again).',
    );
  }
}

function requireBuild(path: string, what: string) {
  if (!existsSync(path)) {
    console.error(`${what} is not built (${path} is missing). Run \`pnpm build\` first.`);
    process.exit(1);
  }
}

type HeadersOf = () => Record<string, string>;

/** Every web origin sends the same security headers (CSP, no framing, nosniff, referrer policy). */
function withSecurityHeaders(app: FastifyInstance, securityHeaders: HeadersOf) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders());
  });
}

async function serveHost(
  webDir: string,
  runtimeDir: string,
  securityHeaders: HeadersOf,
): Promise<FastifyInstance> {
  const app = Fastify();
  withSecurityHeaders(app, securityHeaders);
  const noStore = { 'cache-control': NO_STORE };
  // Read on every request: editing these files re-points remotes without a rebuild or restart.
  for (const file of ['remotes.json', 'config.json']) {
    app.get(`/${file}`, (_request, reply) => {
      reply
        .headers(noStore)
        .type('application/json')
        .send(readFileSync(join(runtimeDir, file)));
    });
  }
  // The shell's HTML names the current bundles, so it is never stored; bundles are hashed.
  await app.register(fastifyStatic, { ...staticFiles(webDir), index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    return reply.headers(noStore).sendFile('index.html');
  });
  await app.listen({ port: webPort, host: bindHost });
  return app;
}

async function serveRemote(
  remote: RemoteSpec,
  securityHeaders: HeadersOf,
): Promise<FastifyInstance> {
  const app = Fastify();
  withSecurityHeaders(app, securityHeaders);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  // Manifests and remoteEntry.js name the current chunks (never stored); chunks are hashed.
  await app.register(fastifyStatic, staticFiles(join(repoRoot, remote.dir, 'dist')));
  await app.listen({ port: remote.port, host: bindHost });
  return app;
}

async function main() {
  if (process.argv.includes('--fresh')) rmSync(dataDir, { recursive: true, force: true });
  const runtimeDir = join(dataDir, 'web');
  mkdirSync(runtimeDir, { recursive: true });

  if (process.argv.includes('--dev')) {
    startDevServers();
  } else {
    await startWebTier(runtimeDir);
  }
  if (webOnly) {
    console.log(`\n  Ontoloom web tier: ${webUrl} (API ${apiUrl}, chat ${chatUrl})\n`);
    return;
  }
  await startServices(runtimeDir);
}

/** `pnpm dev`: rspack dev servers with hot reload for the host and every remote. */
function startDevServers() {
  for (const dir of ['host', ...remotes.map((remote) => remote.dir)]) {
    const child = spawn('pnpm', ['--dir', join(repoRoot, dir), 'dev'], { stdio: 'inherit' });
    onShutdown(async () => child.kill('SIGTERM'));
  }
}

async function startWebTier(runtimeDir: string) {
  const webDir = join(repoRoot, 'host', 'dist');
  requireBuild(join(webDir, 'index.html'), 'The host');
  for (const remote of remotes) {
    const manifest = join(
      repoRoot,
      remote.dir,
      'dist',
      packageVersion(remote.dir),
      'mf-manifest.json',
    );
    requireBuild(manifest, remote.dir);
  }
  ensureRuntimeFile(join(runtimeDir, 'remotes.json'), remotesManifest());
  warnOfUnlistedRemotes(join(runtimeDir, 'remotes.json'));
  ensureRuntimeFile(join(runtimeDir, 'config.json'), browserConfig());

  const securityHeaders = createWebSecurityHeaders(runtimeDir);
  const servers = [await serveHost(webDir, runtimeDir, securityHeaders)];
  for (const remote of remotes) servers.push(await serveRemote(remote, securityHeaders));
  onShutdown(() => Promise.allSettled(servers.map((server) => server.close())));
}

/**
 * `--dev`: each remote's dev server also serves its standalone dev shell, which calls the API
 * from its own origin, so those origins are allowed beside the host's (unless CORS_ORIGINS is
 * set). `pnpm start` keeps the default: the host's origin only.
 */
function devCorsOrigins(): { CORS_ORIGINS?: string } {
  if (!process.argv.includes('--dev') || env.CORS_ORIGINS) return {};
  // Dev servers listen on the registry's dev ports (their rspack configs read it too).
  const origins = [webUrl, ...REMOTES.map((remote) => `http://${publicHost}:${remote.devPort}`)];
  return { CORS_ORIGINS: origins.join(',') };
}

async function startServices(runtimeDir: string) {
  const cors = devCorsOrigins();
  const api = await startApi({
    ...env,
    ...cors,
    PORT: String(apiPort),
    HOST: bindHost,
    DATA_DIR: dataDir,
    WEB_URL: webUrl,
  });
  const chat = await startChat({
    ...env,
    ...cors,
    PORT: String(chatPort),
    HOST: bindHost,
    WEB_URL: webUrl,
    // The chat asks the API as the user, on the loopback it listens on.
    API_URL: `http://${['0.0.0.0', '::'].includes(bindHost) ? '127.0.0.1' : bindHost}:${apiPort}`,
    DATA_DIR: dataDir,
  });

  const database = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${join(dataDir, 'pglite')}`;
  console.log(
    [
      '',
      `  Ontoloom is running: ${webUrl}`,
      '',
      `  Super admin   ${api.admin.email}`,
      `  Password      ${api.admin.password ?? '(set by ADMIN_PASSWORD or changed since first start)'}`,
      '',
      `  API           ${api.url}   (OpenAPI: ${api.url}/api/docs)`,
      `  Chat service  ${chat.url}`,
      `  Mail outbox   ${api.url}/dev/outbox`,
      `  Database      ${database}`,
      `  Remotes       ${join(runtimeDir, 'remotes.json')} (edit to pin a remote version)`,
      '',
    ].join('\n'),
  );

  onShutdown(() => Promise.allSettled([chat.close(), api.close()]));
}

const shutdownTasks: (() => Promise<unknown>)[] = [];
function onShutdown(task: () => Promise<unknown>) {
  shutdownTasks.push(task);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled(shutdownTasks.map((task) => task())).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
