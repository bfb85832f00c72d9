import { join } from 'node:path';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createSigner, loadStorageSecret } from './signing';
import type { StorageConfig } from './storage-config';
import type { StorageDriver } from './storage-driver';

/** The driver STORAGE_DRIVER selects; the local one also needs its routes registered. */
export async function createStorage(
  config: StorageConfig,
  dataDir: string,
): Promise<{ driver: StorageDriver; local: LocalStorage | undefined }> {
  if (config.driver === 's3') {
    // Loaded only when chosen: the AWS SDK is heavy and the embedded default never needs it.
    const { createS3Storage } = await import('./s3-storage');
    return { driver: createS3Storage(config.s3), local: undefined };
  }
  const local = createLocalStorage({
    root: join(dataDir, 'storage'),
    signer: createSigner(loadStorageSecret(config.secret, dataDir)),
  });
  return { driver: local, local };
}
