import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { kbEntities } from './kb-entities';
import { knowledgeBases } from './knowledge-bases';

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
    // No foreign key: a document may leave its collection; the entity keeps its provenance.
    documentId: uuid('document_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entityId, table.documentId] }),
    index('kb_entity_documents_document_idx').on(table.knowledgeBaseId, table.documentId),
  ],
);
