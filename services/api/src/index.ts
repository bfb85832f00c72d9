import { warmUpRulesEngine } from '@ontoloom/pipeline/extraction';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createUsersRepo } from './users/users.repo';
import { seedSuperAdmin, type SeededAdmin } from './seed/seed';

export { buildApp, type AppDeps } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export {
  openDatabase,
  fromPglite,
  fromPostgres,
  withStatementTimeout,
  type Database,
  type DatabaseHandle,
} from './db/client';
export { seedSuperAdmin, type SeededAdmin } from './seed/seed';
export { DataFolderInUseError } from '@ontoloom/server-kit/data-folder-lock';
// Dashboard evaluation, for the dashboards bench (bench/src/dashboard-bench.ts).
export { evaluateWidget, widgetStatements } from './knowledge-bases/dashboard-evaluate';
export { resolveParameters } from './knowledge-bases/dashboard-query';
export { overviewDashboard } from './knowledge-bases/overview-dashboard';

const localHosts = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);
const publicUrl = (host: string, port: number) =>
  `http://${localHosts.has(host) ? 'localhost' : host}:${port}`;

export type RunningApi = { url: string; close(): Promise<void>; admin: SeededAdmin };

/** Opens the database, applies migrations, seeds the super admin and listens. */
export async function startApi(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningApi> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const admin = await seedSuperAdmin({
      config,
      usersRepo: createUsersRepo(database.db),
      now: () => new Date(),
    });
    const app = await buildApp({
      config,
      db: database.db,
      execMany: database.execMany,
      listen: database.listen?.bind(database),
    });
    // The worker in this process would otherwise compile the rules engine's patterns on the first
    // extraction, stalling every request for about a second then; before listening, no one waits.
    if (config.inProcessWorker) await warmUpRulesEngine();
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    // PORT=0 picks a free port: report the real one.
    const port = address && typeof address === 'object' ? address.port : config.port;
    return {
      url: publicUrl(config.host, port),
      admin,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
