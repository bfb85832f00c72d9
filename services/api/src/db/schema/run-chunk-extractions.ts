import type { DroppedItem, StepError, StepStatus } from '@ontoloom/contract';
import type { Entity, Relation, TokenUsage } from '@ontoloom/pipeline/extraction';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { extractionRuns } from './extraction-runs';

/**
 * Extraction of one chunk of a run: queued when the step starts (in batches, one job each), then
 * its items or its error. One failing chunk fails alone.
 */
export const runChunkExtractions = pgTable(
  'run_chunk_extractions',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    chunkIndex: integer('chunk_index').notNull(),
    chunkId: text('chunk_id').notNull(),
    /** The job this chunk belongs to (chunks are extracted a batch per job). */
    batch: integer('batch').notNull(),
    status: text('status').$type<StepStatus>().notNull(),
    error: jsonb('error').$type<StepError>(),
    characters: integer('characters').notNull(),
    entities: jsonb('entities').$type<Entity[]>().notNull().default([]),
    relations: jsonb('relations').$type<Relation[]>().notNull().default([]),
    dropped: jsonb('dropped').$type<DroppedItem[]>().notNull().default([]),
    usage: jsonb('usage').$type<TokenUsage>(),
    /** Whether the credits of this chunk's extraction were charged (a retry charges the rest). */
    charged: boolean('charged').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.documentId, table.chunkIndex] }),
    index('run_chunk_extractions_batch_idx').on(table.runId, table.batch),
  ],
);

export type RunChunkExtractionRow = typeof runChunkExtractions.$inferSelect;
