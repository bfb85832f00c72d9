import { buildChatApp } from './app';
import { loadChatConfig } from './config';
import { openDatabase } from './db/client';
import { createThreadsRepo } from './threads/threads.repo';

export { AGENT_NAMES, buildChatApp, type AgentName } from './app';
export { loadChatConfig, type ChatConfig } from './config';
export { fromPglite, fromPostgres, openDatabase, type DatabaseHandle } from './db/client';

export type RunningChat = { url: string; close(): Promise<void> };

const localHosts = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

export async function startChat(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningChat> {
  const config = loadChatConfig(env);
  const database = await openDatabase(config);
  await database.migrate();
  // Replies cut off by a stop or crash stay 'streaming' in the database: fail the stale ones.
  await createThreadsRepo(database.db).failInterrupted(
    new Date(Date.now() - config.replyTimeoutMs - 60_000),
  );
  const app = await buildChatApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  // PORT=0 picks a free port: report the real one.
  const port = address && typeof address === 'object' ? address.port : config.port;
  return {
    url: `http://${localHosts.has(config.host) ? 'localhost' : config.host}:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
