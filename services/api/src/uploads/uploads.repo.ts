import { and, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, uploadedFiles, uploadFolders, type UploadedFileRow } from '../db/schema/index';

/** What a folder holds: bytes stored, and bytes reserved by upload URLs not done with yet. */
export type FolderUsage = { stored: number; pending: number };

export function createUploadsRepo(db: Database) {
  return {
    async insertFolder(ownerId: string, createdAt: Date) {
      const [row] = await db.insert(uploadFolders).values({ ownerId, createdAt }).returning();
      if (!row) throw new Error('insert into upload_folders returned no row');
      return row;
    },

    async findFolder(ownerId: string, id: string) {
      const [row] = await db
        .select()
        .from(uploadFolders)
        .where(and(eq(uploadFolders.ownerId, ownerId), eq(uploadFolders.id, id)));
      return row;
    },

    /**
     * Inserts the file unless its declared size would take the folder past `limitBytes`,
     * counting the bytes stored and those reserved by upload URLs that may still be used. The
     * folder row is locked meanwhile, so concurrent requests cannot each see room for one more.
     */
    async reserveFile(
      row: typeof uploadedFiles.$inferInsert,
      options: { limitBytes: number; now: Date; expiredUrlsHoldBytes: boolean },
    ): Promise<{ file: UploadedFileRow } | { refused: FolderUsage }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: uploadFolders.id })
          .from(uploadFolders)
          .where(eq(uploadFolders.id, row.folderId))
          .for('update');
        // A URL reserves its declared size while it may be (or is being) used; expired and
        // unused it holds nothing, except on S3 where the store alone knows whether it was.
        const reserving = options.expiredUrlsHoldBytes
          ? sql`true`
          : or(isNotNull(uploadedFiles.claimedAt), gt(uploadedFiles.expiresAt, options.now));
        const [usage] = await tx
          .select({
            stored: sql<string>`coalesce(sum(${uploadedFiles.sizeBytes}), 0)`,
            pending: sql<string>`coalesce(sum(${uploadedFiles.declaredSizeBytes}) filter (where ${and(isNull(uploadedFiles.sizeBytes), reserving)}), 0)`,
          })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.folderId, row.folderId));
        const used = { stored: Number(usage?.stored ?? 0), pending: Number(usage?.pending ?? 0) };
        if (used.stored + used.pending + row.declaredSizeBytes > options.limitBytes) {
          return { refused: used };
        }
        const [created] = await tx.insert(uploadedFiles).values(row).returning();
        if (!created) throw new Error('insert into uploaded_files returned no row');
        return { file: created };
      });
    },

    /**
     * Takes the one use of the upload URL of `storageKey`: true for the first caller only, so a
     * replayed or concurrent POST of the same URL gets false.
     */
    async claim(storageKey: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(uploadedFiles)
        .set({ claimedAt: at })
        .where(and(eq(uploadedFiles.storageKey, storageKey), isNull(uploadedFiles.claimedAt)))
        .returning({ id: uploadedFiles.id });
      return claimed.length === 1;
    },

    async deleteFileByKey(storageKey: string) {
      await db.delete(uploadedFiles).where(eq(uploadedFiles.storageKey, storageKey));
    },

    /** Deletes the file unless a document uses it; true when it went. */
    async deleteUnusedFile(id: string): Promise<boolean> {
      const deleted = await db
        .delete(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.id, id),
            notExists(
              db
                .select({ one: sql`1` })
                .from(documents)
                .where(eq(documents.uploadFileId, uploadedFiles.id)),
            ),
          ),
        )
        .returning({ id: uploadedFiles.id });
      return deleted.length === 1;
    },

    async findFileByKey(storageKey: string) {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.storageKey, storageKey));
      return row;
    },

    async filesInFolder(folderId: string, ids: string[]): Promise<UploadedFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.folderId, folderId), inArray(uploadedFiles.id, ids)));
    },

    /** Files created before `before` that no document uses (oldest first). */
    async orphanFiles(before: Date, limit: number) {
      return db
        .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
        .from(uploadedFiles)
        .where(
          and(
            lt(uploadedFiles.createdAt, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(documents)
                .where(eq(documents.uploadFileId, uploadedFiles.id)),
            ),
          ),
        )
        .orderBy(uploadedFiles.createdAt)
        .limit(limit);
    },

    async deleteFiles(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(uploadedFiles).where(inArray(uploadedFiles.id, ids));
    },

    /** Folders created before `before` that hold no file any more. */
    async deleteEmptyFolders(before: Date): Promise<number> {
      const deleted = await db
        .delete(uploadFolders)
        .where(
          and(
            lt(uploadFolders.createdAt, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(uploadedFiles)
                .where(eq(uploadedFiles.folderId, uploadFolders.id)),
            ),
          ),
        )
        .returning({ id: uploadFolders.id });
      return deleted.length;
    },

    async markUploaded(
      id: string,
      patch: { contentType: string | null; sizeBytes: number | null; uploadedAt: Date | null },
    ) {
      await db.update(uploadedFiles).set(patch).where(eq(uploadedFiles.id, id));
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
