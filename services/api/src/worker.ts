import { utimesSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createRunsRuntime } from './runs/runs-runtime';

/**
 * `pnpm worker`: one more process working the run jobs, on the API's PostgreSQL. Start as many
 * as the work needs, on any machine that reaches the database and the file storage. PGlite is
 * one process's alone: with it, the API works its jobs itself.
 */
async function main() {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    console.error(
      'pnpm worker needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to the API process, which works the jobs itself.',
    );
    process.exit(2);
  }
  const database = await openDatabase(config);
  const runtime = await createRunsRuntime({
    config,
    db: database.db,
    listen: database.listen?.bind(database),
    now: () => new Date(),
    log: (message) => console.warn(message),
  });
  await runtime.startWorker({ warm: true });
  console.log(`Ontoloom worker ${process.pid} is working run jobs.`);
  const heartbeat = startHeartbeat(process.env.WORKER_HEALTH_FILE, () =>
    database.db.execute(sql`select 1`),
  );
  const stop = async () => {
    clearInterval(heartbeat);
    await runtime.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** How often the worker proves it is alive (a container's healthcheck reads the file's time). */
const HEARTBEAT_MS = 15_000;

/**
 * WORKER_HEALTH_FILE: touched after each successful database round trip, so a healthcheck can
 * tell a worker that still reaches PostgreSQL from a stuck or cut-off one.
 */
function startHeartbeat(file: string | undefined, ping: () => Promise<unknown>) {
  if (!file) return undefined;
  const beat = async () => {
    try {
      await ping();
      const now = new Date();
      try {
        utimesSync(file, now, now);
      } catch {
        writeFileSync(file, '');
      }
    } catch (error) {
      console.warn(`worker heartbeat: ${(error as Error).message}`);
    }
  };
  void beat();
  return setInterval(() => void beat(), HEARTBEAT_MS).unref();
}

void main();
