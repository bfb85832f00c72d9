import type { Entity } from '@ontoloom/pipeline/extraction';
import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { extractionRuns } from './extraction-runs';

/** The final entities of a run (after deduplication or its skip), then manual modifications. */
export const runEntities = pgTable(
  'run_entities',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').notNull(),
    /** Order of the results (extraction order; a merge keeps its first member's place). */
    position: integer('position').notNull(),
    className: text('class_name').notNull(),
    data: jsonb('data').$type<Entity>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.entityId] })],
);

export type RunEntityRow = typeof runEntities.$inferSelect;
