import type { KnowledgeBaseOrigin, PropertyValue, Provenance } from '@ontoloom/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { extractionRuns } from './extraction-runs';
import { ontologyVersions } from './ontology-versions';
import { projects } from './projects';

/** A knowledge graph built from committed runs of one ontology version (issue 13). */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ontologyVersionId: uuid('ontology_version_id')
      .notNull()
      .references(() => ontologyVersions.id),
    origin: jsonb('origin').$type<KnowledgeBaseOrigin>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('knowledge_bases_project_idx').on(table.projectId, table.createdAt)],
);

export type KnowledgeBaseRow = typeof knowledgeBases.$inferSelect;

/** The committed runs merged into a knowledge base, in the order they were added. */
export const knowledgeBaseRuns = pgTable(
  'knowledge_base_runs',
  {
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => extractionRuns.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.knowledgeBaseId, table.runId] })],
);

/**
 * The merged entities. `relation_count` (the degree, both directions) is kept by the writes so
 * the dashboards' "most connected" reads an index instead of counting 300k relations.
 */
export const kbEntities = pgTable(
  'kb_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    className: text('class_name').notNull(),
    label: text('label').notNull(),
    properties: jsonb('properties').$type<Record<string, PropertyValue[]>>().notNull(),
    provenance: jsonb('provenance').$type<Provenance[]>().notNull(),
    relationCount: integer('relation_count').notNull().default(0),
    /** Order of the results (the origin run's first, then each added run's new ones). */
    position: integer('position').notNull(),
  },
  (table) => [
    index('kb_entities_class_idx').on(table.knowledgeBaseId, table.className, table.position),
    index('kb_entities_position_idx').on(table.knowledgeBaseId, table.position),
    index('kb_entities_degree_idx').on(table.knowledgeBaseId, table.relationCount.desc()),
    index('kb_entities_label_idx').on(table.knowledgeBaseId, sql`lower(${table.label})`),
  ],
);

export type KbEntityRow = typeof kbEntities.$inferSelect;

export const kbRelations = pgTable(
  'kb_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    relationName: text('relation_name').notNull(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => kbEntities.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => kbEntities.id, { onDelete: 'cascade' }),
    provenance: jsonb('provenance').$type<Provenance[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('kb_relations_name_idx').on(table.knowledgeBaseId, table.relationName),
    index('kb_relations_source_idx').on(table.sourceId, table.targetId),
    index('kb_relations_target_idx').on(table.targetId, table.sourceId),
  ],
);

export type KbRelationRow = typeof kbRelations.$inferSelect;

/** Which documents an entity was seen in (the dashboards' `document` field), from its provenance. */
export const kbEntityDocuments = pgTable(
  'kb_entity_documents',
  {
    knowledgeBaseId: uuid('knowledge_base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => kbEntities.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
  },
  (table) => [
    primaryKey({ columns: [table.entityId, table.documentId] }),
    index('kb_entity_documents_document_idx').on(table.knowledgeBaseId, table.documentId),
  ],
);
