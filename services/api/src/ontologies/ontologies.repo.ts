import { unpackModifications } from './stored-modifications';
import {
  and,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import {
  ontologies,
  ontologyVersions,
  type OntologyRow,
  type OntologyVersionRow,
} from '../db/schema/index';

export type OntologyWithLatest = OntologyRow & { latestVersionNumber: number | null };

/** A version without its content: what lists show, so a list never loads every document. */
export type OntologyVersionSummary = Omit<OntologyVersionRow, 'content' | 'modifications'>;
/**
 * A version with its content as JSON text: the API passes it through (or to the worker) without
 * parsing it on the event loop.
 */
export type OntologyVersionWithJson = OntologyVersionSummary & {
  contentJson: string;
  /** The modifications that made it, as JSON text (null: made from data). */
  modificationsJson: string | null;
};

const {
  content: _content,
  modifications: _modifications,
  ...summaryColumns
} = getTableColumns(ontologyVersions);
const contentJson = sql<string>`${ontologyVersions.content}::text`;
const storedModifications = ontologyVersions.modifications;

/** Queries are scoped to a project; the service checks the project belongs to the caller first. */
export function createOntologiesRepo(db: Database) {
  // Spelled out: drizzle leaves columns unqualified in a select list, which a subquery misreads.
  const latestNumber = sql<
    number | null
  >`(select max(v.version_number) from ontology_versions v where v.ontology_id = "ontologies"."id")`;

  const selectWithLatest = (projectId: string, filter?: SQL) =>
    db
      .select({ ontology: ontologies, latestVersionNumber: latestNumber })
      .from(ontologies)
      .where(and(eq(ontologies.projectId, projectId), filter));

  const flatten = (row: { ontology: OntologyRow; latestVersionNumber: number | null }) => ({
    ...row.ontology,
    latestVersionNumber: row.latestVersionNumber === null ? null : Number(row.latestVersionNumber),
  });

  // Versions are reached through their ontology, so the project scope holds for them too.
  const selectVersions = (projectId: string, filter?: SQL) =>
    db
      .select({ version: summaryColumns, contentJson, storedModifications })
      .from(ontologyVersions)
      .innerJoin(ontologies, eq(ontologies.id, ontologyVersions.ontologyId))
      .where(and(eq(ontologies.projectId, projectId), filter));

  return {
    async list(
      projectId: string,
      options: { search: string | undefined; archived: boolean },
    ): Promise<OntologyWithLatest[]> {
      const filters: (SQL | undefined)[] = [
        options.archived ? isNotNull(ontologies.archivedAt) : isNull(ontologies.archivedAt),
      ];
      if (options.search) {
        const pattern = containsPattern(options.search);
        filters.push(or(ilike(ontologies.name, pattern), ilike(ontologies.description, pattern)));
      }
      const rows = await selectWithLatest(projectId, and(...filters)).orderBy(
        desc(ontologies.createdAt),
        desc(ontologies.id),
      );
      return rows.map(flatten);
    },

    async find(projectId: string, id: string): Promise<OntologyWithLatest | undefined> {
      const [row] = await selectWithLatest(projectId, eq(ontologies.id, id));
      return row && flatten(row);
    },

    async insert(row: {
      projectId: string;
      name: string;
      description: string;
      createdAt: Date;
    }): Promise<OntologyRow> {
      const [created] = await db
        .insert(ontologies)
        .values({ ...row, updatedAt: row.createdAt })
        .returning();
      if (!created) throw new Error('insert into ontologies returned no row');
      return created;
    },

    async update(
      id: string,
      patch: { name?: string; description?: string; archivedAt?: Date | null; updatedAt: Date },
    ): Promise<void> {
      await db.update(ontologies).set(patch).where(eq(ontologies.id, id));
    },

    async versions(projectId: string, ontologyId?: string): Promise<OntologyVersionSummary[]> {
      const filter = ontologyId ? eq(ontologyVersions.ontologyId, ontologyId) : undefined;
      const rows = await db
        .select({ version: summaryColumns })
        .from(ontologyVersions)
        .innerJoin(ontologies, eq(ontologies.id, ontologyVersions.ontologyId))
        .where(and(eq(ontologies.projectId, projectId), filter))
        .orderBy(desc(ontologyVersions.createdAt), desc(ontologyVersions.versionNumber));
      return rows.map((row) => row.version);
    },

    async findVersion(projectId: string, id: string): Promise<OntologyVersionWithJson | undefined> {
      const [row] = await selectVersions(projectId, eq(ontologyVersions.id, id));
      return (
        row && {
          ...row.version,
          contentJson: row.contentJson,
          modificationsJson: unpackModifications(row.storedModifications),
        }
      );
    },

    /** Numbered max + 1; the unique (ontology, number) pair rejects a concurrent duplicate. */
    async insertVersion(row: {
      ontologyId: string;
      name: string;
      description: string;
      baseVersionId: string | null;
      /** The content as JSON text, stored as is. */
      contentJson: string;
      /** The modifications as stored (stored-modifications.ts; null: made from data). */
      storedModifications: string | null;
      createdAt: Date;
    }): Promise<OntologyVersionSummary> {
      const [current] = await db
        .select({ number: max(ontologyVersions.versionNumber) })
        .from(ontologyVersions)
        .where(eq(ontologyVersions.ontologyId, row.ontologyId));
      const versionNumber = Number(current?.number ?? 0) + 1;
      const { contentJson: json, storedModifications: modifications, ...fields } = row;
      const [created] = await db
        .insert(ontologyVersions)
        .values({ ...fields, modifications, versionNumber, content: sql`${json}::jsonb` })
        .returning(summaryColumns);
      if (!created) throw new Error('insert into ontology_versions returned no row');
      return created;
    },
  };
}

export type OntologiesRepo = ReturnType<typeof createOntologiesRepo>;
