import type { DomainPlugin } from '../http/domain-plugin';
import { routerOf } from '../http/domain-plugin';
import { createPgBossQueue } from '../queue/pg-boss-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { startWorker } from '../queue/worker';
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

/**
 * Extraction runs: the job queue on the same database, the run calls, and (under `pnpm start`)
 * the worker in this process. Steps are queued jobs: a worker that dies mid-job loses nothing,
 * its job expires and runs again.
 */
export const runsPlugin: DomainPlugin = async (app, { core }) => {
  const { config, db, now } = core;
  const queue = createPgBossQueue(drizzleExecutor(db, core), { supervise: true });
  await queue.start();
  await queue.define({
    name: TEXT_EXTRACTION_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  await queue.define({
    name: CHUNKING_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  const { driver } = await createStorage(config.storage, config.dataDir);
  const extractor = createTextExtractor();
  const service = createRunsService({
    repo: createRunsRepo(db),
    queue,
    storage: driver,
    extractor,
    now,
  });

  const route = routerOf(app, core);
  route('listExtractionRuns', ({ project, query }) => service.list(project, query));
  route('createTextExtractionRun', ({ project, body }) => service.create(project, body));
  route('getTextExtractionRun', ({ project, params }) =>
    service.get(project, params.extraction_run_id),
  );
  route('runChunking', ({ project, params, body }) =>
    service.startChunking(project, params.extraction_run_id, body),
  );
  route('previewChunking', ({ project, params, body }) =>
    service.previewChunking(project, params.extraction_run_id, body),
  );
  route('archiveExtractionRun', ({ project, params }) =>
    service.archive(project, params.extraction_run_id),
  );
  route('restoreExtractionRun', ({ project, params }) =>
    service.restore(project, params.extraction_run_id),
  );

  const worker = startWorker({
    queue,
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
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await queue.stop();
    await extractor.close();
  });
};
