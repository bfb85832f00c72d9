import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ContractRouter } from '../http/contract-route';
import { createStorage } from '../storage/create-storage';
import { registerLocalStorageRoutes } from '../storage/local-storage.routes';
import { createUploadsRepo } from '../uploads/uploads.repo';
import { registerUploadRoutes } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';
import { createCollectionsRepo } from './collections.repo';
import { registerCollectionRoutes } from './collections.routes';
import { createCollectionsService } from './collections.service';

declare module 'fastify' {
  // Augmenting Fastify's own interface takes an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Deletes uploads no collection took, past their TTL; runs on a timer, callable by tests. */
    sweepOrphanUploads(): Promise<number>;
  }
}

const HOUR_MS = 3_600_000;

/** Storage, uploads and collections wired together (one call from app.ts). */
export async function registerCollections(
  app: FastifyInstance,
  route: ContractRouter,
  deps: { config: Config; db: Database; now: () => Date },
) {
  const { config, db, now } = deps;
  const { storage: storageConfig } = config;
  const { driver, local } = await createStorage(storageConfig, config.dataDir);
  const uploads = createUploadsService({
    uploadsRepo: createUploadsRepo(db),
    storage: driver,
    limits: storageConfig,
    now,
  });
  const collections = createCollectionsService({
    collectionsRepo: createCollectionsRepo(db),
    uploads,
    storage: driver,
    downloadUrlTtlSeconds: storageConfig.downloadUrlTtlSeconds,
    now,
  });
  registerUploadRoutes(route, uploads, storageConfig.publicApiUrl);
  registerCollectionRoutes(route, collections, storageConfig.publicApiUrl);
  scheduleOrphanSweep(app, () => uploads.sweepOrphans(), storageConfig.orphanUploadTtlHours);
  if (local) {
    await registerLocalStorageRoutes(app, {
      storage: local,
      maxFileBytes: storageConfig.maxFileBytes,
      now,
      uploads: {
        claim: (key) => uploads.claim(key),
        inspect: (key, size) => uploads.inspect(key, size),
        discard: (key) => uploads.discard(key),
      },
    });
  }
}

/** Sweeps once the API is ready, then every quarter of the TTL (at most hourly). */
function scheduleOrphanSweep(app: FastifyInstance, sweep: () => Promise<number>, ttlHours: number) {
  let running: Promise<number> | undefined;
  const run = () => {
    running ??= sweep()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'orphan uploads deleted');
        return removed;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.decorate('sweepOrphanUploads', run);
  const timer = setInterval(
    () => void run().catch((error: unknown) => app.log.error(error, 'orphan upload sweep failed')),
    Math.min(HOUR_MS, (ttlHours * HOUR_MS) / 4),
  );
  timer.unref();
  app.addHook('onReady', async () => {
    void run().catch((error: unknown) => app.log.error(error, 'orphan upload sweep failed'));
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
