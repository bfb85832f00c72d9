import type { UnstructuredAction } from '@ontoloom/contract';
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { extractionRuns } from './extraction-runs';
import type { RunEntityRow } from './run-entities';
import type { RunRelationRow } from './run-relations';

export type ModificationSnapshot = {
  /** The rows the modification changed or removed, as they were before it. */
  entities: Omit<RunEntityRow, 'runId'>[];
  relations: Omit<RunRelationRow, 'runId'>[];
};

/** Manual modifications of a run's final results, newest last; undo reverts and removes one. */
export const runModifications = pgTable(
  'run_modifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    action: jsonb('action').$type<UnstructuredAction>().notNull(),
    before: jsonb('before').$type<ModificationSnapshot>().notNull(),
    /** Ids of the rows that exist after it (changed or created): undo removes them first. */
    after: jsonb('after').$type<{ entity_ids: string[]; relation_ids: string[] }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('run_modifications_run_idx').on(table.runId, table.sequence)],
);

export type RunModificationRow = typeof runModifications.$inferSelect;
