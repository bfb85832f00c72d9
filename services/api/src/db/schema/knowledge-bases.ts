import type { KnowledgeBaseOrigin } from '@ontoloom/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
