import type { Config } from '../config';
import type { Database } from '../db/client';
import { createPgBossQueue } from '../queue/pg-boss-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { startWorker, type Worker } from '../queue/worker';
import { createStorage } from '../storage/create-storage';
import { createRunsRepo } from './runs.repo';
import {
  CHUNKING_QUEUE,
  createRunsService,
  TEXT_EXTRACTION_QUEUE,
  type ChunkingJob,
  type TextExtractionJob,
} from './runs.service';
import { createTextExtractor } from './text-extraction-pool';

const QUEUES = [TEXT_EXTRACTION_QUEUE, CHUNKING_QUEUE];

/**
 * What runs need, for the API (calls and, under `pnpm start`, its own worker) and for each
 * `pnpm worker` process alike: the queue on the database, the service, the worker's handlers.
 */
export async function createRunsRuntime(deps: {
  config: Config;
  db: Database;
  execMany?: (text: string) => Promise<unknown>;
  now: () => Date;
  log: (message: string) => void;
}) {
  const { config, db, now, log } = deps;
  const queue = createPgBossQueue(drizzleExecutor(db, deps), { supervise: true });
  await queue.start();
  for (const name of QUEUES) {
    // A job running longer than this lost its worker: it expires and runs again elsewhere.
    await queue.define({ name, retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 15 * 60 });
  }
  const { driver } = await createStorage(config.storage, config.dataDir);
  const extractor = createTextExtractor();
  const service = createRunsService({
    repo: createRunsRepo(db),
    queue,
    storage: driver,
    extractor,
    now,
  });
  let worker: Worker | undefined;

  return {
    service,
    /** Works the run jobs in this process until `close`. */
    startWorker() {
      worker ??= startWorker({
        queue,
        log,
        handlers: {
          [TEXT_EXTRACTION_QUEUE]: {
            // One document at a time: the extractor reads one file at a time anyway.
            batchSize: 1,
            handle: (job) =>
              service.extractDocumentText(job as { id: string; data: TextExtractionJob }),
          },
          [CHUNKING_QUEUE]: {
            batchSize: 4,
            handle: (job) => service.chunkDocument(job as { id: string; data: ChunkingJob }),
          },
        },
      });
    },
    async close() {
      await worker?.stop();
      await queue.stop();
      await extractor.close();
    },
  };
}
