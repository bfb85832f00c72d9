import type { PropertyValue, Provenance } from '@ontoloom/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { knowledgeBases } from './knowledge-bases';

/**
 * What the knowledge-base search matches, weighted: the label, then the property values, then the
 * source passages' text. `simple`: no stemming, so any language's words match as written.
 */
export const kbEntitySearchVector = (table: {
  label: AnyPgColumn;
  properties: AnyPgColumn;
  provenance: AnyPgColumn;
}) =>
  sql`(setweight(to_tsvector('simple'::regconfig, ${table.label}), 'A') || setweight(jsonb_to_tsvector('simple'::regconfig, ${table.properties}, '["string", "numeric"]'::jsonb), 'B') || setweight(jsonb_to_tsvector('simple'::regconfig, jsonb_path_query_array(${table.provenance}, '$[*].text'), '["string"]'::jsonb), 'C'))`;

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
    // The KB chat's full-text search: label (A), property values (B), source passages (C).
    index('kb_entities_search_idx').using('gin', kbEntitySearchVector(table)),
  ],
);

export type KbEntityRow = typeof kbEntities.$inferSelect;
