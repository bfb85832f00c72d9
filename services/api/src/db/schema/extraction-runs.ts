import type { DocumentPage } from '@ontoloom/pipeline';
import type { RunSteps, StepError, StepName, StepProgress, StepStatus } from '@ontoloom/contract';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { documentsCollections } from './documents-collections';
import { ontologyVersions } from './ontology-versions';
import { projects } from './projects';

/** One unstructured extraction run: its steps' state lives in `steps`, as the contract shows it. */
export const extractionRuns = pgTable(
  'extraction_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => documentsCollections.id),
    ontologyVersionId: uuid('ontology_version_id')
      .notNull()
      .references(() => ontologyVersions.id),
    currentStep: text('current_step').$type<StepName>(),
    status: text('status').$type<StepStatus>().notNull(),
    steps: jsonb('steps').$type<RunSteps>().notNull(),
    creditsUsed: numeric('credits_used', { mode: 'number' }).notNull().default(0),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('extraction_runs_project_idx').on(table.projectId, table.createdAt)],
);

export type ExtractionRunRow = typeof extractionRuns.$inferSelect;

/**
 * The documents a run started with (a collection may change later) and their progress. Text
 * extraction keeps each document's text for chunking.
 */
export const runDocuments = pgTable(
  'run_documents',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    name: text('name').notNull(),
    status: text('status').$type<StepStatus>().notNull(),
    progress: jsonb('progress').$type<StepProgress>().notNull(),
    chunkCount: integer('chunk_count').notNull().default(0),
    error: jsonb('error').$type<StepError>(),
    pageCount: integer('page_count'),
    /** The extracted pages: text and offsets, what chunking reads. */
    pages: jsonb('pages').$type<DocumentPage[]>(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.documentId] })],
);

export type RunDocumentRow = typeof runDocuments.$inferSelect;

/** The chunks of one document of a run, as chunking cut them; extraction reads them. */
export const runChunks = pgTable(
  'run_chunks',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    chunkIndex: integer('chunk_index').notNull(),
    /** The pipeline's stable chunk id (same input, same id). */
    chunkId: text('chunk_id').notNull(),
    text: text('text').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    pages: jsonb('pages').$type<number[]>().notNull(),
    /** Document offset where each of `pages` begins in the chunk (extraction's page numbers). */
    pageStarts: jsonb('page_starts').$type<number[]>(),
    tokenCount: integer('token_count'),
  },
  (table) => [primaryKey({ columns: [table.runId, table.documentId, table.chunkIndex] })],
);

export type RunChunkRow = typeof runChunks.$inferSelect;
