import { doublePrecision, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { extractionRuns } from './extraction-runs';

/** Pairs the learned blocking rules propose, with their scores (dnf_build writes them). */
export const runDedupCandidates = pgTable(
  'run_dedup_candidates',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    className: text('class_name').notNull(),
    leftId: text('left_id').notNull(),
    rightId: text('right_id').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.leftId, table.rightId] }),
    index('run_dedup_candidates_score_idx').on(table.runId, table.score),
  ],
);

export type RunDedupCandidateRow = typeof runDedupCandidates.$inferSelect;
