import type { Relation } from '@ontoloom/pipeline/extraction';
import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { extractionRuns } from './extraction-runs';

/** The final relations of a run, beside its final entities. */
export const runRelations = pgTable(
  'run_relations',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    relationId: text('relation_id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Relation>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.relationId] })],
);

export type RunRelationRow = typeof runRelations.$inferSelect;
