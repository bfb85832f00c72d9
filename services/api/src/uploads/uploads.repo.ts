import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, uploadedFiles, uploadFolders, type UploadedFileRow } from '../db/schema/index';

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

    /** Bytes already promised to the folder: declared sizes, or actual ones once uploaded. */
    async folderBytes(folderId: string): Promise<number> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(coalesce(${uploadedFiles.sizeBytes}, ${uploadedFiles.declaredSizeBytes})), 0)`,
        })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.folderId, folderId));
      return Number(row?.total ?? 0);
    },

    async insertFile(row: typeof uploadedFiles.$inferInsert): Promise<UploadedFileRow> {
      const [created] = await db.insert(uploadedFiles).values(row).returning();
      if (!created) throw new Error('insert into uploaded_files returned no row');
      return created;
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
