import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documentsCollections } from './documents-collections';
import { uploadedFiles } from './uploaded-files';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => documentsCollections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    uploadFileId: uuid('upload_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Taken out of its collection (issue 17): no longer listed nor read by new runs, but kept,
     * with its file, for the runs and knowledge bases that read it.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('documents_collection_idx').on(table.collectionId)],
);

export type DocumentRow = typeof documents.$inferSelect;
