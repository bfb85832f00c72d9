import fp from 'fastify-plugin';
import type { DomainPlugin } from '../http/domain-plugin';
import { routerOf } from '../http/domain-plugin';
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
    /** Deletes uploads no collection took, past their TTL; runs periodically, callable by tests. */
    sweepOrphanUploads(): Promise<number>;
  }
}

const HOUR_MS = 3_600_000;

/**
 * Storage, uploads and collections. Shared (fastify-plugin): it decorates the app with the
 * orphan sweep, and the local storage driver's routes sit at the root.
 */
const collections: DomainPlugin = async (app, { core }) => {
  const { config, db, now } = core;
  const { storage: storageConfig } = config;
  const { driver, local } = await createStorage(storageConfig, config.dataDir);
  const uploads = createUploadsService({
    uploadsRepo: createUploadsRepo(db),
    storage: driver,
    limits: storageConfig,
    now,
  });
  const service = createCollectionsService({
    collectionsRepo: createCollectionsRepo(db),
    uploads,
    storage: driver,
    downloadUrlTtlSeconds: storageConfig.downloadUrlTtlSeconds,
    now,
  });
  const route = routerOf(app, core);
  registerUploadRoutes(route, uploads, storageConfig.publicApiUrl);
  registerCollectionRoutes(route, service, storageConfig.publicApiUrl);
  // Once the API is ready, then every quarter of the TTL (at most hourly).
  const sweep = app.periodic.add({
    name: 'orphan upload sweep',
    everyMs: Math.min(HOUR_MS, (storageConfig.orphanUploadTtlHours * HOUR_MS) / 4),
    atReady: true,
    run: async () => {
      const removed = await uploads.sweepOrphans();
      if (removed > 0) app.log.info({ removed }, 'orphan uploads deleted');
      return removed;
    },
  });
  app.decorate('sweepOrphanUploads', sweep);
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
};

export const collectionsPlugin = fp(collections, {
  name: 'collections',
  dependencies: ['periodic'],
});
