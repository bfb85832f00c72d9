import type { Provenance } from '@ontoloom/contract';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kbEntities } from './kb-entities';
import { knowledgeBases } from './knowledge-bases';

/** The merged relations, between entities of the same knowledge base. */
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
    index('kb_relations_position_idx').on(table.knowledgeBaseId, table.position),
    // One relation per name and ends: adding a run joins the repeats' provenance.
    uniqueIndex('kb_relations_edge_key').on(table.sourceId, table.relationName, table.targetId),
    index('kb_relations_target_idx').on(table.targetId, table.sourceId),
  ],
);

export type KbRelationRow = typeof kbRelations.$inferSelect;
