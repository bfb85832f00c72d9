import type { DashboardParameter, DashboardWidget } from '@ontoloom/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { knowledgeBases } from './knowledge-bases';

/** A knowledge base's dashboard: declarative widgets, evaluated on each data call. */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    parameters: jsonb('parameters').$type<DashboardParameter[]>().notNull(),
    widgets: jsonb('widgets').$type<DashboardWidget[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dashboards_kb_idx').on(table.knowledgeBaseId, table.createdAt)],
);

export type DashboardRow = typeof dashboards.$inferSelect;
