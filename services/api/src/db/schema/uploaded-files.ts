import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploadFolders } from './upload-folders';

/**
 * One file announced by an upload URL. `uploadedAt` and `contentType` are set once the bytes
 * have arrived and passed the content check (local driver) or when a collection takes it (S3).
 * `claimedAt` is set by the one POST its URL allows (local driver): a replay finds it set.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => uploadFolders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    declaredContentType: text('declared_content_type').notNull(),
    declaredSizeBytes: bigint('declared_size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the signed upload URL stops working; until then its declared size is reserved. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_folder_idx').on(table.folderId)],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
