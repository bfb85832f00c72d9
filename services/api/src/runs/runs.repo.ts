import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import {
  documents,
  documentsCollections,
  extractionRuns,
  ontologies,
  ontologyVersions,
  projects,
  runChunkExtractions,
  runChunks,
  runDocuments,
  runModifications,
  type ExtractionRunRow,
  type RunDocumentRow,
} from '../db/schema/index';

type Session = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Runs of one project (the caller holds a checked ProjectScope for it). */
export function createRunsRepo(db: Database) {
  return {
    db,
    async list(projectId: string, options: { search: string | undefined; archived: boolean }) {
      const filters: (SQL | undefined)[] = [
        eq(extractionRuns.projectId, projectId),
        options.archived ? isNotNull(extractionRuns.archivedAt) : isNull(extractionRuns.archivedAt),
      ];
      if (options.search) {
        const pattern = containsPattern(options.search);
        filters.push(
          or(ilike(extractionRuns.name, pattern), ilike(extractionRuns.description, pattern)),
        );
      }
      return db
        .select()
        .from(extractionRuns)
        .where(and(...filters))
        .orderBy(desc(extractionRuns.createdAt), desc(extractionRuns.id));
    },
    async find(projectId: string, runId: string, session: Session = db) {
      const [row] = await session
        .select()
        .from(extractionRuns)
        .where(and(eq(extractionRuns.projectId, projectId), eq(extractionRuns.id, runId)));
      return row;
    },
    async byId(runId: string) {
      const [row] = await db.select().from(extractionRuns).where(eq(extractionRuns.id, runId));
      return row;
    },
    /** The run itself, locked for the rest of the transaction (progress updates serialize). */
    async lock(runId: string, session: Session) {
      await session.execute(
        sql`SELECT 1 FROM ${extractionRuns} WHERE ${extractionRuns.id} = ${runId} FOR UPDATE`,
      );
      const [row] = await session.select().from(extractionRuns).where(eq(extractionRuns.id, runId));
      return row;
    },
    documentsOf(runId: string, session: Session = db): Promise<RunDocumentRow[]> {
      return session
        .select()
        .from(runDocuments)
        .where(eq(runDocuments.runId, runId))
        .orderBy(asc(runDocuments.name), asc(runDocuments.documentId));
    },
    /** One document of the run, with its pages (a job reads its own, not every document's). */
    async documentOf(runId: string, documentId: string, session: Session = db) {
      const [row] = await session
        .select()
        .from(runDocuments)
        .where(and(eq(runDocuments.runId, runId), eq(runDocuments.documentId, documentId)));
      return row;
    },
    /** Each document's status and whether its text was read, without the pages themselves. */
    documentStatuses(runId: string, session: Session = db) {
      return session
        .select({
          documentId: runDocuments.documentId,
          name: runDocuments.name,
          status: runDocuments.status,
          error: runDocuments.error,
          read: sql<boolean>`${runDocuments.pages} IS NOT NULL`,
        })
        .from(runDocuments)
        .where(eq(runDocuments.runId, runId))
        .orderBy(asc(runDocuments.name));
    },
    /** Progress only (no pages): what the run's detail shows. */
    documentProgress(runId: string) {
      return db
        .select({
          documentId: runDocuments.documentId,
          name: runDocuments.name,
          status: runDocuments.status,
          progress: runDocuments.progress,
          chunkCount: runDocuments.chunkCount,
          error: runDocuments.error,
        })
        .from(runDocuments)
        .where(eq(runDocuments.runId, runId))
        .orderBy(asc(runDocuments.name), asc(runDocuments.documentId));
    },
    async activeCollection(projectId: string, collectionId: string) {
      const [row] = await db
        .select({ id: documentsCollections.id, archivedAt: documentsCollections.archivedAt })
        .from(documentsCollections)
        .where(
          and(
            eq(documentsCollections.projectId, projectId),
            eq(documentsCollections.id, collectionId),
          ),
        );
      return row;
    },
    async versionInProject(projectId: string, versionId: string) {
      const [row] = await db
        .select({ id: ontologyVersions.id })
        .from(ontologyVersions)
        .innerJoin(ontologies, eq(ontologies.id, ontologyVersions.ontologyId))
        .where(and(eq(ontologies.projectId, projectId), eq(ontologyVersions.id, versionId)));
      return row;
    },
    collectionDocuments(collectionId: string) {
      return db
        .select({ id: documents.id, name: documents.name })
        .from(documents)
        .where(and(eq(documents.collectionId, collectionId), isNull(documents.removedAt)));
    },
    async document(documentId: string) {
      const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
      return row;
    },
    insertRun(values: typeof extractionRuns.$inferInsert, session: Session) {
      return session.insert(extractionRuns).values(values).returning();
    },
    insertDocuments(values: (typeof runDocuments.$inferInsert)[], session: Session) {
      return values.length > 0 ? session.insert(runDocuments).values(values) : Promise.resolve();
    },
    updateRun(runId: string, values: Partial<ExtractionRunRow>, session: Session = db) {
      return session.update(extractionRuns).set(values).where(eq(extractionRuns.id, runId));
    },
    updateDocument(
      runId: string,
      documentId: string,
      values: Partial<RunDocumentRow>,
      session: Session,
    ) {
      return session
        .update(runDocuments)
        .set(values)
        .where(and(eq(runDocuments.runId, runId), eq(runDocuments.documentId, documentId)));
    },
    /** One document's chunks replace whatever an earlier chunking left. */
    async replaceChunks(
      runId: string,
      documentId: string,
      chunks: (typeof runChunks.$inferInsert)[],
      session: Session & Pick<Database, 'delete'>,
    ) {
      await session
        .delete(runChunks)
        .where(and(eq(runChunks.runId, runId), eq(runChunks.documentId, documentId)));
      // In slices: one INSERT's parameters stay well under PostgreSQL's 65,535.
      for (let index = 0; index < chunks.length; index += 500) {
        await session.insert(runChunks).values(chunks.slice(index, index + 500));
      }
    },
    /** The chunks whose extraction failed, in document and chunk order. */
    failedChunks(runId: string, limit: number) {
      return db
        .select({
          documentId: runChunkExtractions.documentId,
          chunkIndex: runChunkExtractions.chunkIndex,
          error: runChunkExtractions.error,
        })
        .from(runChunkExtractions)
        .where(and(eq(runChunkExtractions.runId, runId), eq(runChunkExtractions.status, 'failed')))
        .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex))
        .limit(limit);
    },
    async modificationCount(runId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(runModifications)
        .where(eq(runModifications.runId, runId));
      return Number(row?.count ?? 0);
    },
    /** Who pays for a run's work: its project's owner. */
    async ownerOf(projectId: string, session: Session = db) {
      const [row] = await session
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, projectId));
      if (!row) throw new Error(`project ${projectId} is gone`);
      return row.ownerId;
    },
    /**
     * Manual modifications of the project's other runs on any version of the same ontology, the
     * newest first: the reviewers' corrections the llm engine learns from.
     */
    async reviewedModifications(
      projectId: string,
      ontologyVersionId: string,
      exceptRunId: string,
      limit: number,
    ) {
      const [version] = await db
        .select({ ontologyId: ontologyVersions.ontologyId })
        .from(ontologyVersions)
        .where(eq(ontologyVersions.id, ontologyVersionId));
      if (!version) return [];
      return db
        .select({ action: runModifications.action, before: runModifications.before })
        .from(runModifications)
        .innerJoin(extractionRuns, eq(extractionRuns.id, runModifications.runId))
        .innerJoin(ontologyVersions, eq(ontologyVersions.id, extractionRuns.ontologyVersionId))
        .where(
          and(
            eq(extractionRuns.projectId, projectId),
            eq(ontologyVersions.ontologyId, version.ontologyId),
            sql`${extractionRuns.id} <> ${exceptRunId}`,
          ),
        )
        .orderBy(desc(runModifications.createdAt), desc(runModifications.sequence))
        .limit(limit);
    },
    async ontologyOf(versionId: string) {
      const [row] = await db
        .select({ content: ontologyVersions.content })
        .from(ontologyVersions)
        .where(eq(ontologyVersions.id, versionId));
      if (!row) throw new Error(`ontology version ${versionId} is gone`);
      return row.content;
    },
    setPageCount(documentId: string, pageCount: number | null, session: Session) {
      return session.update(documents).set({ pageCount }).where(eq(documents.id, documentId));
    },
  };
}

export type RunsRepo = ReturnType<typeof createRunsRepo>;
