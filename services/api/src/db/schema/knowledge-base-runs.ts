import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { extractionRuns } from './extraction-runs';
import { knowledgeBases } from './knowledge-bases';

/** The committed runs merged into a knowledge base, in the order they were added. */
export const knowledgeBaseRuns = pgTable(
  'knowledge_base_runs',
  {
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.knowledgeBaseId, table.runId] })],
);
