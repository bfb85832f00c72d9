import type { StepError } from '@ontoloom/contract';
import { warmUpRulesEngine } from '@ontoloom/pipeline/extraction';
import type { Config } from '../config';
import { createCreditsRepo } from '../credits/credits.repo';
import { createCreditsService } from '../credits/credits.service';
import type { Database, DatabaseHandle } from '../db/client';
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
const ATTEMPTS = 4;

/** The dead-letter queue of a run queue: jobs whose every attempt failed or expired. */
export const lostQueue = (name: string) => `${name}__lost`;

/** How a step records work whose every attempt was lost (the worker died or the job failed). */
const lostError = (): StepError => ({
  code: 'job_lost',
  message: `The work failed or stopped ${ATTEMPTS} times (a worker may have crashed on it); it was given up. Retry it once the cause is fixed.`,
});

/**
 * What runs need, for the API (calls and, under `pnpm start`, its own worker) and for each
 * `pnpm worker` process alike: the queue on the database, the services, the worker's handlers.
 */
export async function createRunsRuntime(deps: {
  config: Config;
  db: Database;
  execMany?: (text: string) => Promise<unknown>;
  /** PostgreSQL's LISTEN: sends from other processes (the API) wake this process's worker. */
  listen?: DatabaseHandle['listen'];
  now: () => Date;
  log: (message: string) => void;
}) {
  const { config, db, now, log } = deps;
  const queue = createPgBossQueue(drizzleExecutor(db, deps), {
    supervise: true,
    // A short expiry (a kill test) is only useful if expired jobs are looked for as often.
    maintenanceIntervalSeconds: Math.min(30, config.jobExpireSeconds),
    ...(deps.listen ? { listen: deps.listen } : {}),
  });
  await queue.start();
  for (const name of QUEUES) {
    // Defined first: a queue's dead letter must exist.
    await queue.define({
      name: lostQueue(name),
      retryLimit: 3,
      retryDelaySeconds: 5,
      expireInSeconds: config.jobExpireSeconds,
    });
    // A job its worker has not kept alive for this long lost its worker: it expires and runs
    // again elsewhere.
    await queue.define({
      name,
      retryLimit: ATTEMPTS - 1,
      retryDelaySeconds: 5,
      expireInSeconds: config.jobExpireSeconds,
      deadLetter: lostQueue(name),
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
    /**
     * Works the run jobs in this process until `close`. With `warm`, the rules engine runs once
     * before the first job is taken, the text-extraction child starts now, and this resolves once
     * it has loaded its parsers (a `pnpm worker` process says it is ready then); otherwise both
     * load with their first job.
     */
    async startWorker({ warm = false }: { warm?: boolean } = {}) {
      if (worker) return;
      const warmed = warm ? extractor.warm() : Promise.resolve();
      // In this process's thread, before any job is in hand (the text extractor's child loads
      // its parsers meanwhile).
      if (warm) await warmUpRulesEngine();
      worker = startWorker({
        queue,
        log,
        // Four chances to say so before a job in hand would expire.
        keepAliveMs: (config.jobExpireSeconds * 1000) / 4,
        handlers: {
          [TEXT_EXTRACTION_QUEUE]: {
            // The child process reads one file at a time; with a few jobs in hand, one job's
            // reading overlaps the others' database work (1 worker: 24 s → see bench:runs).
            batchSize: 4,
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
          // Work given up after its last attempt: recorded as failed, so its step ends.
          [lostQueue(TEXT_EXTRACTION_QUEUE)]: {
            batchSize: 4,
            // The worker completes these jobs (the handlers complete only their own queue's).
            handle: async (job) =>
              void (await service.extractDocumentText(
                job as { id: string; data: TextExtractionJob },
                lostError(),
              )),
          },
          [lostQueue(CHUNKING_QUEUE)]: {
            batchSize: 4,
            // The worker completes these jobs (the handlers complete only their own queue's).
            handle: async (job) =>
              void (await service.chunkDocument(
                job as { id: string; data: ChunkingJob },
                lostError(),
              )),
          },
          [lostQueue(EXTRACTION_QUEUE)]: {
            batchSize: 4,
            // The worker completes these jobs (the handlers complete only their own queue's).
            handle: async (job) =>
              void (await extraction.extractBatch(
                job as { id: string; data: ExtractionJob },
                lostError(),
              )),
          },
          [lostQueue(DEDUP_QUEUE)]: {
            batchSize: 1,
            handle: async (job) =>
              void (await dedup.runJob(job as { id: string; data: DedupJob }, lostError())),
          },
        },
      });
      await warmed;
    },
    async close() {
      await worker?.stop();
      await queue.stop();
      await extractor.close();
    },
  };
}
