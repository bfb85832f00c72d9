import type { OntologyDocument } from '@ontoloom/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ontologies } from './ontologies';

/** Immutable: a row is written once and never updated. */
export const ontologyVersions = pgTable(
  'ontology_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ontologyId: uuid('ontology_id')
      .notNull()
      .references(() => ontologies.id, { onDelete: 'cascade' }),
    // The unique pair makes two concurrent creations fight over the number, not share it.
    versionNumber: integer('version_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    baseVersionId: uuid('base_version_id').references((): AnyPgColumn => ontologyVersions.id, {
      onDelete: 'set null',
    }),
    content: jsonb('content').$type<OntologyDocument>().notNull(),
    /**
     * The modifications that made it from its base version (`from_modifications`), so a diff
     * shows renames as renames (issue 17); null for a version made from data. Gzipped JSON in
     * base64 (ontologies/stored-modifications.ts): PGlite storing the largest list as jsonb, or
     * even as text, held the API's event loop.
     */
    modifications: text('modifications'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ontology_versions_number_unique').on(table.ontologyId, table.versionNumber),
    index('ontology_versions_created_idx').on(table.ontologyId, table.createdAt),
  ],
);

export type OntologyVersionRow = typeof ontologyVersions.$inferSelect;
