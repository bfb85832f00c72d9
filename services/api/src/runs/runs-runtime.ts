import type { Config } from '../config';
import { createCreditsRepo } from '../credits/credits.repo';
import { createCreditsService } from '../credits/credits.service';
import type { Database } from '../db/client';
import { createPgBossQueue } from '../queue/pg-boss-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { startWorker, type Worker } from '../queue/worker';
import { createStorage } from '../storage/create-storage';
import { createDedupStep, DEDUP_QUEUE, type DedupJob } from './dedup.step';
import { createExtractionStep, EXTRACTION_QUEUE, type ExtractionJob } from './extraction.step';
import { createRunActions } from './run-actions';
import { createRunContext } from './run-context';
import { createRunCredits } from './run-credits';
import { createRunResultsRepo } from './run-results.repo';
import { createRunResultsService } from './run-results.service';
import { createRunsRepo } from './runs.repo';
import {
  CHUNKING_QUEUE,
  createRunsService,
  TEXT_EXTRACTION_QUEUE,
  type ChunkingJob,
  type TextExtractionJob,
} from './runs.service';
import { createTextExtractor } from './text-extraction-pool';

const QUEUES = [TEXT_EXTRACTION_QUEUE, CHUNKING_QUEUE, EXTRACTION_QUEUE, DEDUP_QUEUE];

/**
 * What runs need, for the API (calls and, under `pnpm start`, its own worker) and for each
 * `pnpm worker` process alike: the queue on the database, the services, the worker's handlers.
 */
export async function createRunsRuntime(deps: {
  config: Config;
  db: Database;
  execMany?: (text: string) => Promise<unknown>;
  now: () => Date;
  log: (message: string) => void;
}) {
  const { config, db, now, log } = deps;
  const queue = createPgBossQueue(drizzleExecutor(db, deps), {
    supervise: true,
    // A short expiry (a kill test) is only useful if expired jobs are looked for as often.
    maintenanceIntervalSeconds: Math.min(30, config.jobExpireSeconds),
  });
  await queue.start();
  for (const name of QUEUES) {
    // A job running longer than this lost its worker: it expires and runs again elsewhere.
    await queue.define({
      name,
      retryLimit: 3,
      retryDelaySeconds: 5,
      expireInSeconds: config.jobExpireSeconds,
    });
  }
  const { driver } = await createStorage(config.storage, config.dataDir);
  const extractor = createTextExtractor();
  const repo = createRunsRepo(db);
  const results = createRunResultsRepo(db);
  const context = createRunContext(repo);
  const credits = createCreditsService({
    creditsRepo: createCreditsRepo(db),
    defaultQuota: config.creditsDefaultQuota,
    now,
  });
  const runCredits = createRunCredits({ results, credits });
  const service = createRunsService({
    repo,
    queue,
    storage: driver,
    extractor,
    runCredits,
    now,
  });
  const extraction = createExtractionStep({
    repo,
    results,
    queue,
    context,
    runCredits,
    llm: config.llm,
    now,
  });
  const dedup = createDedupStep({ repo, results, queue, context, runCredits, now });
  const finals = createRunResultsService({ repo, results, context, now });
  const actions = createRunActions({
    repo,
    results,
    queue,
    context,
    credits,
    extraction,
    dedup,
    now,
  });
  let worker: Worker | undefined;

  return {
    service,
    extraction,
    dedup,
    finals,
    actions,
    queue,
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
          [EXTRACTION_QUEUE]: {
            // Each job is a batch of chunks, extracted `concurrency` at a time.
            batchSize: 2,
            handle: (job) => extraction.extractBatch(job as { id: string; data: ExtractionJob }),
          },
          [DEDUP_QUEUE]: {
            batchSize: 1,
            handle: (job) => dedup.runJob(job as { id: string; data: DedupJob }),
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
