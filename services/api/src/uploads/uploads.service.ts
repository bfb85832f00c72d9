import { randomUUID } from 'node:crypto';
import type { UploadFolder, UploadUrlBody, UploadUrlResponse } from '@ontoloom/contract';
import type { UploadedFileRow, UserRow } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { requireActive } from '../users/active-account';
import type { StorageConfig } from '../storage/storage-config';
import type { StorageDriver } from '../storage/storage-driver';
import { detectContentType, SNIFF_BYTES, type SupportedContentType } from './content-type';
import type { FolderUsage, UploadsRepo } from './uploads.repo';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
/** Base 1024, like the UI (R9.04), so both name the same limit. */
export const describeBytes = (bytes: number): string => {
  const exponent = Math.min(Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)), 5);
  const value = bytes / 1024 ** exponent;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[exponent]}`;
};

export type CheckedFile = {
  name: string;
  file: UploadedFileRow;
  /** The document's own copy of the bytes. */
  storageKey: string;
  contentType: SupportedContentType;
  sizeBytes: number;
};

export function createUploadsService(deps: {
  uploadsRepo: UploadsRepo;
  storage: StorageDriver;
  limits: Pick<
    StorageConfig,
    'maxFileBytes' | 'maxCollectionBytes' | 'uploadUrlTtlSeconds' | 'orphanUploadTtlHours'
  >;
  now: () => Date;
}) {
  const { uploadsRepo, storage, limits, now } = deps;

  const tooLarge = (name: string) =>
    new ValidationError(
      'file_too_large',
      `“${name}” is larger than the ${describeBytes(limits.maxFileBytes)} a file may have`,
    );
  const folderFull = (body: UploadUrlBody, used: FolderUsage) =>
    new ValidationError(
      'collection_too_large',
      `“${body.file_name}” (${describeBytes(body.size_bytes)}) would exceed the collection limit ` +
        `of ${describeBytes(limits.maxCollectionBytes)}: ${describeBytes(used.stored)} already ` +
        `uploaded, ${describeBytes(used.pending)} reserved by upload URLs not used yet`,
    );
  const collectionTooLarge = () =>
    new ValidationError(
      'collection_too_large',
      `These files exceed the collection limit of ${describeBytes(limits.maxCollectionBytes)}`,
    );

  async function sniff(key: string, fileName: string, sizeBytes: number) {
    const head = await storage.read(key, { start: 0, end: SNIFF_BYTES - 1 });
    const tail =
      sizeBytes > SNIFF_BYTES
        ? await storage.read(key, {
            start: Math.max(SNIFF_BYTES, sizeBytes - SNIFF_BYTES),
            end: sizeBytes - 1,
          })
        : Buffer.alloc(0);
    return detectContentType({ head, tail, fileName });
  }

  async function ownedFolder(actor: UserRow, folderId: string) {
    requireActive(actor);
    const folder = await uploadsRepo.findFolder(actor.id, folderId);
    if (!folder) throw new NotFoundError('upload_folder_not_found', 'Upload folder');
    return folder;
  }

  return {
    async createFolder(actor: UserRow): Promise<UploadFolder> {
      requireActive(actor);
      const folder = await uploadsRepo.insertFolder(actor.id, now());
      return { id: folder.id };
    },

    async createUploadUrl(
      actor: UserRow,
      folderId: string,
      body: UploadUrlBody,
      baseUrl: string,
    ): Promise<UploadUrlResponse> {
      const folder = await ownedFolder(actor, folderId);
      if (body.size_bytes > limits.maxFileBytes) throw tooLarge(body.file_name);
      const id = randomUUID();
      const storageKey = `uploads/${folder.id}/${id}`;
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + limits.uploadUrlTtlSeconds * 1000);
      const reserved = await uploadsRepo.reserveFile(
        {
          id,
          folderId: folder.id,
          fileName: body.file_name,
          declaredContentType: body.content_type,
          declaredSizeBytes: body.size_bytes,
          storageKey,
          createdAt,
          expiresAt,
        },
        {
          limitBytes: limits.maxCollectionBytes,
          now: createdAt,
          expiredUrlsHoldBytes: storage.kind === 's3',
        },
      );
      if ('refused' in reserved) throw folderFull(body, reserved.refused);
      // The declared size is the file's own ceiling: the store refuses a single byte more.
      const upload = await storage.presignUpload({
        key: storageKey,
        maxBytes: Math.min(body.size_bytes, limits.maxFileBytes),
        expiresAt,
        baseUrl,
      });
      return { id, url: upload.url, fields: JSON.stringify(upload.fields) };
    },

    /** The local driver's one use of an upload URL; a replay is refused before any byte lands. */
    async claim(storageKey: string): Promise<void> {
      if (!(await uploadsRepo.claim(storageKey, now()))) {
        throw new ConflictError(
          'upload_url_used',
          'This upload URL has already been used: request a new one to upload the file again',
        );
      }
    },

    /** Forgets an upload whose bytes were refused (the caller removes them from storage). */
    async discard(storageKey: string): Promise<void> {
      await uploadsRepo.deleteFileByKey(storageKey);
    },

    /** The local driver's post-upload check: refuses unsupported content at once. */
    async inspect(storageKey: string, sizeBytes: number): Promise<void> {
      const file = await uploadsRepo.findFileByKey(storageKey);
      if (!file) throw new NotFoundError('upload_not_found', 'Upload');
      const detection = await sniff(storageKey, file.fileName, sizeBytes);
      if (!detection.ok)
        throw new ValidationError('upload_refused', `“${file.fileName}” ${detection.reason}`);
      await uploadsRepo.markUploaded(file.id, {
        contentType: detection.contentType,
        sizeBytes,
        uploadedAt: now(),
      });
    },

    /**
     * Deletes uploads no collection took once they are older than the orphan TTL: the stored
     * bytes first, then the rows, then folders left empty. Returns how many files went.
     */
    async sweepOrphans({ batch = 200 }: { batch?: number } = {}): Promise<number> {
      const before = new Date(now().getTime() - limits.orphanUploadTtlHours * 3_600_000);
      let removed = 0;
      for (;;) {
        const orphans = await uploadsRepo.orphanFiles(before, batch);
        // Removing a key that was never written (the upload never came) is not an error.
        await Promise.all(orphans.map((file) => storage.remove(file.storageKey)));
        await uploadsRepo.deleteFiles(orphans.map((file) => file.id));
        removed += orphans.length;
        if (orphans.length < batch) break;
      }
      await uploadsRepo.deleteEmptyFolders(before);
      return removed;
    },

    /**
     * Every named file must be in the folder, stored, within the limits and of a supported type;
     * the first failure refuses the whole request so nothing is half-created. Each file is
     * checked in its own copy, the document's: writing the upload key again (an S3 presigned
     * POST can be replayed while it lives) cannot change what was checked. Call `settle` after.
     */
    async checkFiles(
      actor: UserRow,
      folderId: string,
      documents: Record<string, string>,
      /** Bytes the collection already holds (adding to an existing one). */
      options: { usedBytes?: number } = {},
    ): Promise<CheckedFile[]> {
      const folder = await ownedFolder(actor, folderId);
      const entries = Object.entries(documents);
      const ids = new Set(entries.map(([, id]) => id));
      if (ids.size !== entries.length)
        throw new ValidationError('upload_refused', 'Each uploaded file may be used once');
      const files = new Map(
        (await uploadsRepo.filesInFolder(folder.id, [...ids])).map((file) => [file.id, file]),
      );
      const checked: CheckedFile[] = [];
      const copies: string[] = [];
      let total = options.usedBytes ?? 0;
      try {
        for (const [name, id] of entries) {
          const file = files.get(id);
          if (!file)
            throw new ValidationError(
              'upload_not_found',
              `“${name}” is not an upload of this folder`,
            );
          if (!(await storage.stat(file.storageKey))) {
            throw new ValidationError('upload_not_found', `“${name}” has not been uploaded`);
          }
          const storageKey = `documents/${randomUUID()}`;
          await storage.copy(file.storageKey, storageKey);
          copies.push(storageKey);
          const stored = await storage.stat(storageKey);
          if (!stored)
            throw new ValidationError('upload_not_found', `“${name}” has not been uploaded`);
          if (stored.sizeBytes > limits.maxFileBytes) throw tooLarge(name);
          if (stored.sizeBytes > file.declaredSizeBytes) {
            throw new ValidationError(
              'file_too_large',
              `“${name}” is larger than the ${describeBytes(file.declaredSizeBytes)} declared for its upload`,
            );
          }
          total += stored.sizeBytes;
          if (total > limits.maxCollectionBytes) throw collectionTooLarge();
          const detection = await sniff(storageKey, file.fileName, stored.sizeBytes);
          if (!detection.ok) {
            // Refused bytes are not kept (the local driver never stores them at all).
            if (await uploadsRepo.deleteUnusedFile(file.id)) await storage.remove(file.storageKey);
            throw new ValidationError('upload_refused', `“${name}” ${detection.reason}`);
          }
          checked.push({
            name,
            file,
            storageKey,
            contentType: detection.contentType,
            sizeBytes: stored.sizeBytes,
          });
        }
      } catch (error) {
        await Promise.all(copies.map((key) => storage.remove(key)));
        throw error;
      }
      return checked;
    },

    /**
     * Once the collection is saved (`taken`) the upload keys go and the files count as stored;
     * otherwise the documents' copies go and the uploads stay for another attempt.
     */
    async settle(checked: CheckedFile[], taken: boolean): Promise<void> {
      if (!taken) {
        await Promise.all(checked.map((file) => storage.remove(file.storageKey)));
        return;
      }
      for (const { file, contentType, sizeBytes } of checked) {
        if (file.uploadedAt === null) {
          await uploadsRepo.markUploaded(file.id, { contentType, sizeBytes, uploadedAt: now() });
        }
      }
      // The collection is saved whatever happens here: a key left over is only wasted space.
      await Promise.allSettled(checked.map(({ file }) => storage.remove(file.storageKey)));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
