import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ContractRouter } from '../http/contract-route';
import { createProjectsRepo } from '../projects/projects.repo';
import { createStorage } from '../storage/create-storage';
import { registerLocalStorageRoutes } from '../storage/local-storage.routes';
import { createUploadsRepo } from '../uploads/uploads.repo';
import { registerUploadRoutes } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';
import { createCollectionsRepo } from './collections.repo';
import { registerCollectionRoutes } from './collections.routes';
import { createCollectionsService } from './collections.service';

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
  const projectsRepo = createProjectsRepo(db);
  const collections = createCollectionsService({
    collectionsRepo: createCollectionsRepo(db),
    uploads,
    storage: driver,
    downloadUrlTtlSeconds: storageConfig.downloadUrlTtlSeconds,
    projectExists: async (ownerId, projectId) =>
      (await projectsRepo.find(ownerId, projectId)) !== undefined,
    now,
  });
  registerUploadRoutes(route, uploads, storageConfig.publicApiUrl);
  registerCollectionRoutes(route, collections, storageConfig.publicApiUrl);
  if (local) {
    await registerLocalStorageRoutes(app, {
      storage: local,
      maxFileBytes: storageConfig.maxFileBytes,
      now,
      inspect: (key, size) => uploads.inspect(key, size),
    });
  }
}
