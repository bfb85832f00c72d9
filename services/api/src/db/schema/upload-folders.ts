import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A staging area for the files of one future collection. */
export const uploadFolders = pgTable(
  'upload_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_folders_owner_idx').on(table.ownerId)],
);

export type UploadFolderRow = typeof uploadFolders.$inferSelect;
