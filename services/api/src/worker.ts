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
  runtime.startWorker();
  console.log(`Ontoloom worker ${process.pid} is working run jobs.`);
  const stop = async () => {
    await runtime.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main();
