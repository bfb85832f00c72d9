import type { PropertyValue, Provenance } from '@ontoloom/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { knowledgeBases } from './knowledge-bases';

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
