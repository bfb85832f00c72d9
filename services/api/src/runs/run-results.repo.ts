import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  runChunkExtractions,
  runChunks,
  runDedupCandidates,
  runDocuments,
  runEntities,
  runModifications,
  runRelations,
  type RunChunkExtractionRow,
  type RunEntityRow,
  type RunModificationRow,
  type RunRelationRow,
} from '../db/schema/index';
import { contextChunkIndexes, type Entity } from '@ontoloom/pipeline/extraction';
import type { Session } from './run-context';

/** One INSERT's parameters stay well under PostgreSQL's 65,535. */
const SLICE = 500;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** The stored work of a run's later steps: chunk extractions, final results, candidates, edits. */
export function createRunResultsRepo(db: Database) {
  async function insertSliced<T>(values: T[], insert: (slice: T[]) => Promise<unknown>) {
    for (let index = 0; index < values.length; index += SLICE) {
      await insert(values.slice(index, index + SLICE));
    }
  }

  return {
    /** Every chunk of the run queued for extraction, `batchSize` to a batch; replaces earlier ones. */
    async queueChunkExtractions(runId: string, batchSize: number, session: Session) {
      await session.delete(runChunkExtractions).where(eq(runChunkExtractions.runId, runId));
      await session.execute(sql`
        INSERT INTO ${runChunkExtractions}
          (run_id, document_id, chunk_index, chunk_id, batch, status, characters)
        SELECT run_id, document_id, chunk_index, chunk_id,
               ((row_number() OVER (ORDER BY document_id, chunk_index)) - 1) / ${batchSize},
               'queued', length(text)
        FROM ${runChunks} WHERE run_id = ${runId}`);
      const [row] = await session
        .select({
          chunks: sql<number>`count(*)::int`,
          batches: sql<number>`count(DISTINCT ${runChunkExtractions.batch})::int`,
        })
        .from(runChunkExtractions)
        .where(eq(runChunkExtractions.runId, runId));
      return { chunks: Number(row?.chunks ?? 0), batches: Number(row?.batches ?? 0) };
    },

    /** The chunks of one batch still to extract, with what the extractor reads. */
    /**
     * The chunks a batch's context is read from (`contextChunkIndexes`): per document, its first
     * chunk and the two before each of the batch's chunks.
     */
    contextChunks(runId: string, chunks: { documentId: string; chunkIndex: number }[]) {
      const byDocument = new Map<string, number[]>();
      for (const chunk of chunks)
        byDocument.set(chunk.documentId, [
          ...(byDocument.get(chunk.documentId) ?? []),
          ...contextChunkIndexes(chunk.chunkIndex),
        ]);
      const wanted = [...byDocument].filter(([, indexes]) => indexes.length > 0);
      if (wanted.length === 0) return Promise.resolve([]);
      return db
        .select({
          documentId: runChunks.documentId,
          index: runChunks.chunkIndex,
          text: runChunks.text,
          start: runChunks.start,
          end: runChunks.end,
        })
        .from(runChunks)
        .where(
          and(
            eq(runChunks.runId, runId),
            or(
              ...wanted.map(([documentId, indexes]) =>
                and(
                  eq(runChunks.documentId, documentId),
                  inArray(runChunks.chunkIndex, [...new Set(indexes)]),
                ),
              ),
            ),
          ),
        );
    },
    batchChunks(runId: string, batch: number) {
      return db
        .select({
          documentId: runChunks.documentId,
          chunkIndex: runChunks.chunkIndex,
          chunkId: runChunks.chunkId,
          text: runChunks.text,
          start: runChunks.start,
          end: runChunks.end,
          pages: runChunks.pages,
          pageStarts: runChunks.pageStarts,
          tokenCount: runChunks.tokenCount,
          characters: runChunkExtractions.characters,
        })
        .from(runChunkExtractions)
        .innerJoin(
          runChunks,
          and(
            eq(runChunks.runId, runChunkExtractions.runId),
            eq(runChunks.documentId, runChunkExtractions.documentId),
            eq(runChunks.chunkIndex, runChunkExtractions.chunkIndex),
          ),
        )
        .where(
          and(
            eq(runChunkExtractions.runId, runId),
            eq(runChunkExtractions.batch, batch),
            eq(runChunkExtractions.status, 'queued'),
          ),
        )
        .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex));
    },

    /** A batch's outcomes in one statement. */
    async saveChunkResults(rows: (typeof runChunkExtractions.$inferInsert)[], session: Session) {
      if (rows.length === 0) return;
      await session
        .insert(runChunkExtractions)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            runChunkExtractions.runId,
            runChunkExtractions.documentId,
            runChunkExtractions.chunkIndex,
          ],
          set: {
            status: sql`excluded.status`,
            error: sql`excluded.error`,
            entities: sql`excluded.entities`,
            relations: sql`excluded.relations`,
            dropped: sql`excluded.dropped`,
            usage: sql`excluded.usage`,
          },
        });
    },

    /** Each document's extraction progress, from its chunks (those of `documentIds`, or all). */
    async syncDocumentProgress(runId: string, session: Session, documentIds?: string[]) {
      if (documentIds?.length === 0) return;
      await session.execute(sql`
        UPDATE ${runDocuments} AS d SET
          progress = jsonb_build_object('done', c.done, 'total', c.total),
          status = CASE
            WHEN c.done < c.total THEN (CASE WHEN c.done = 0 THEN 'queued' ELSE 'running' END)
            WHEN c.canceled > 0 THEN 'canceled'
            WHEN c.succeeded > 0 THEN 'succeeded'
            ELSE 'failed' END
        FROM (
          SELECT document_id, count(*)::int AS total,
            (count(*) FILTER (WHERE status IN ('succeeded', 'failed', 'canceled')))::int AS done,
            (count(*) FILTER (WHERE status = 'succeeded'))::int AS succeeded,
            (count(*) FILTER (WHERE status = 'canceled'))::int AS canceled
          FROM ${runChunkExtractions}
          WHERE run_id = ${runId}
          ${
            documentIds
              ? sql`AND document_id IN (${sql.join(
                  documentIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
          GROUP BY document_id
        ) AS c
        WHERE d.run_id = ${runId} AND d.document_id = c.document_id`);
    },

    async extractionCounts(runId: string, session: Session = db) {
      const [row] = await session
        .select({
          total: sql<number>`count(*)::int`,
          succeeded: sql<number>`(count(*) FILTER (WHERE ${runChunkExtractions.status} = 'succeeded'))::int`,
          failed: sql<number>`(count(*) FILTER (WHERE ${runChunkExtractions.status} = 'failed'))::int`,
          canceled: sql<number>`(count(*) FILTER (WHERE ${runChunkExtractions.status} = 'canceled'))::int`,
        })
        .from(runChunkExtractions)
        .where(eq(runChunkExtractions.runId, runId));
      return {
        total: Number(row?.total ?? 0),
        succeeded: Number(row?.succeeded ?? 0),
        failed: Number(row?.failed ?? 0),
        canceled: Number(row?.canceled ?? 0),
      };
    },

    async firstChunkError(runId: string, session: Session) {
      const [row] = await session
        .select({ error: runChunkExtractions.error })
        .from(runChunkExtractions)
        .where(and(eq(runChunkExtractions.runId, runId), eq(runChunkExtractions.status, 'failed')))
        .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex))
        .limit(1);
      return row?.error ?? null;
    },

    /** What the chunks extracted since the last charge used; they are marked charged. */
    async takeUncharged(runId: string, session: Session) {
      const [row] = await session
        .select({
          chunks: sql<number>`(count(*) FILTER (WHERE ${runChunkExtractions.status} = 'succeeded'))::int`,
          tokens: sql<number>`coalesce(sum((${runChunkExtractions.usage}->>'total_tokens')::int), 0)::int`,
        })
        .from(runChunkExtractions)
        .where(
          and(
            eq(runChunkExtractions.runId, runId),
            eq(runChunkExtractions.charged, false),
            inArray(runChunkExtractions.status, ['succeeded', 'failed']),
          ),
        );
      await session
        .update(runChunkExtractions)
        .set({ charged: true })
        .where(
          and(
            eq(runChunkExtractions.runId, runId),
            inArray(runChunkExtractions.status, ['succeeded', 'failed']),
          ),
        );
      return { chunks: Number(row?.chunks ?? 0), tokens: Number(row?.tokens ?? 0) };
    },

    /** Queued chunks become canceled (their jobs then do nothing). */
    cancelQueuedChunks(runId: string, session: Session) {
      return session
        .update(runChunkExtractions)
        .set({ status: 'canceled' })
        .where(and(eq(runChunkExtractions.runId, runId), eq(runChunkExtractions.status, 'queued')));
    },

    /** Failed and canceled chunks queued again; the batches to send jobs for. */
    async requeueFailedChunks(runId: string, session: Session): Promise<number[]> {
      const rows = await session
        .update(runChunkExtractions)
        .set({ status: 'queued', error: null, charged: false })
        .where(
          and(
            eq(runChunkExtractions.runId, runId),
            inArray(runChunkExtractions.status, ['failed', 'canceled']),
          ),
        )
        .returning({ batch: runChunkExtractions.batch });
      return [...new Set(rows.map((row) => row.batch))].sort((a, b) => a - b);
    },

    /** The extracted items of the chunks that succeeded, in document and chunk order. */
    succeededExtractions(runId: string) {
      return db
        .select({
          entities: runChunkExtractions.entities,
          relations: runChunkExtractions.relations,
          dropped: runChunkExtractions.dropped,
        })
        .from(runChunkExtractions)
        .where(
          and(eq(runChunkExtractions.runId, runId), eq(runChunkExtractions.status, 'succeeded')),
        )
        .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex));
    },

    /** Some extracted entities by id (the candidate pairs' sides). */
    async extractedEntitiesById(runId: string, ids: string[]): Promise<Entity[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT entity FROM ${runChunkExtractions},
          jsonb_array_elements(${runChunkExtractions.entities}) AS entity
        WHERE ${runChunkExtractions.runId} = ${runId}
          AND ${runChunkExtractions.status} = 'succeeded'
          AND entity->>'id' IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`);
      return rowsOf<{ entity: Entity | string }>(result).map((row) =>
        typeof row.entity === 'string' ? (JSON.parse(row.entity) as Entity) : row.entity,
      );
    },

    /** What the strict LLM mode dropped, in document and chunk order. */
    async dropped(runId: string) {
      const rows = await db
        .select({ dropped: runChunkExtractions.dropped })
        .from(runChunkExtractions)
        .where(
          and(eq(runChunkExtractions.runId, runId), eq(runChunkExtractions.status, 'succeeded')),
        )
        .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex));
      return rows.flatMap((row) => row.dropped);
    },

    /** Extracted entities per class (what deduplication compares). */
    async classCounts(runId: string): Promise<Map<string, number>> {
      const result = await db.execute(sql`
        SELECT entity->>'class_name' AS class_name, count(*)::int AS count
        FROM ${runChunkExtractions}, jsonb_array_elements(${runChunkExtractions.entities}) AS entity
        WHERE ${runChunkExtractions.runId} = ${runId} AND ${runChunkExtractions.status} = 'succeeded'
        GROUP BY 1`);
      return new Map(
        rowsOf<{ class_name: string; count: number }>(result).map((row) => [
          row.class_name,
          Number(row.count),
        ]),
      );
    },

    /** Documents, chunks and characters chunking left for extraction. */
    async chunkBasis(runId: string) {
      const [row] = await db
        .select({
          documents: sql<number>`count(DISTINCT ${runChunks.documentId})::int`,
          chunks: sql<number>`count(*)::int`,
          characters: sql<number>`coalesce(sum(length(${runChunks.text})), 0)::int`,
        })
        .from(runChunks)
        .where(eq(runChunks.runId, runId));
      return {
        documents: Number(row?.documents ?? 0),
        chunks: Number(row?.chunks ?? 0),
        characters: Number(row?.characters ?? 0),
      };
    },

    /** Documents with extracted text and their characters (what chunking reads). */
    async documentBasis(runId: string) {
      const result = await db.execute(sql`
        SELECT count(*)::int AS documents,
          coalesce(sum((SELECT sum(length(page->>'text')) FROM jsonb_array_elements(${runDocuments.pages}) AS page)), 0)::bigint AS characters
        FROM ${runDocuments}
        WHERE ${runDocuments.runId} = ${runId} AND ${runDocuments.pages} IS NOT NULL`);
      const [row] = rowsOf<{ documents: number; characters: number | string }>(result);
      return { documents: Number(row?.documents ?? 0), characters: Number(row?.characters ?? 0) };
    },

    async replaceCandidates(
      runId: string,
      pairs: { class_name: string; left_id: string; right_id: string; score: number }[],
      session: Session,
    ) {
      await session.delete(runDedupCandidates).where(eq(runDedupCandidates.runId, runId));
      await insertSliced(pairs, (slice) =>
        session.insert(runDedupCandidates).values(
          slice.map((pair) => ({
            runId,
            className: pair.class_name,
            leftId: pair.left_id,
            rightId: pair.right_id,
            score: pair.score,
          })),
        ),
      );
    },

    async candidates(runId: string, className: string | undefined, limit: number) {
      const where = and(
        eq(runDedupCandidates.runId, runId),
        className ? eq(runDedupCandidates.className, className) : undefined,
      );
      const [total] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(runDedupCandidates)
        .where(where);
      const pairs = await db
        .select()
        .from(runDedupCandidates)
        .where(where)
        .orderBy(desc(runDedupCandidates.score), asc(runDedupCandidates.leftId))
        .limit(limit);
      return { total: Number(total?.count ?? 0), pairs };
    },

    /** The final results, replacing any earlier ones (and the modifications made to them). */
    async replaceFinal(
      runId: string,
      entities: Omit<RunEntityRow, 'runId'>[],
      relations: Omit<RunRelationRow, 'runId'>[],
      session: Session,
    ) {
      await session.delete(runModifications).where(eq(runModifications.runId, runId));
      await session.delete(runEntities).where(eq(runEntities.runId, runId));
      await session.delete(runRelations).where(eq(runRelations.runId, runId));
      await insertSliced(entities, (slice) =>
        session.insert(runEntities).values(slice.map((row) => ({ ...row, runId }))),
      );
      await insertSliced(relations, (slice) =>
        session.insert(runRelations).values(slice.map((row) => ({ ...row, runId }))),
      );
    },

    /**
     * Skip's final results: the succeeded chunks' entities and relations as they are, each id
     * once (its first occurrence in document, chunk and extraction order wins), written by one
     * statement each inside the database, so no large result passes through this process.
     */
    async replaceFinalFromExtractions(runId: string, session: Session) {
      await session.delete(runModifications).where(eq(runModifications.runId, runId));
      await session.delete(runEntities).where(eq(runEntities.runId, runId));
      await session.delete(runRelations).where(eq(runRelations.runId, runId));
      for (const [table, idColumn, column, extra] of [
        [runEntities, sql`entity_id`, sql`entities`, sql`, class_name`],
        [runRelations, sql`relation_id`, sql`relations`, sql``],
      ] as const) {
        await session.execute(sql`
          INSERT INTO ${table} (run_id, ${idColumn}, position, data${extra})
          SELECT ${runId}, id, (row_number() OVER (ORDER BY document_id, chunk_index, item))::int - 1,
            data${extra}
          FROM (
            SELECT DISTINCT ON (e.data->>'id') e.data->>'id' AS id, e.data, e.data->>'class_name' AS class_name,
              x.document_id, x.chunk_index, e.item
            FROM ${runChunkExtractions} AS x,
              jsonb_array_elements(x.${column}) WITH ORDINALITY AS e(data, item)
            WHERE x.run_id = ${runId} AND x.status = 'succeeded'
            ORDER BY e.data->>'id', x.document_id, x.chunk_index, e.item
          ) AS firsts`);
      }
    },

    finalEntities(runId: string, session: Session = db) {
      return session
        .select()
        .from(runEntities)
        .where(eq(runEntities.runId, runId))
        .orderBy(asc(runEntities.position), asc(runEntities.entityId));
    },

    finalRelations(runId: string, session: Session = db) {
      return session
        .select()
        .from(runRelations)
        .where(eq(runRelations.runId, runId))
        .orderBy(asc(runRelations.position), asc(runRelations.relationId));
    },

    /** Removes these rows, then writes those (a modification, or its undo). */
    async applyChange(
      runId: string,
      change: {
        removeEntities: string[];
        removeRelations: string[];
        entities: Omit<RunEntityRow, 'runId'>[];
        relations: Omit<RunRelationRow, 'runId'>[];
      },
      session: Session,
    ) {
      const removeEntities = [
        ...new Set([...change.removeEntities, ...change.entities.map((e) => e.entityId)]),
      ];
      const removeRelations = [
        ...new Set([...change.removeRelations, ...change.relations.map((r) => r.relationId)]),
      ];
      for (let index = 0; index < removeEntities.length; index += SLICE) {
        await session
          .delete(runEntities)
          .where(
            and(
              eq(runEntities.runId, runId),
              inArray(runEntities.entityId, removeEntities.slice(index, index + SLICE)),
            ),
          );
      }
      for (let index = 0; index < removeRelations.length; index += SLICE) {
        await session
          .delete(runRelations)
          .where(
            and(
              eq(runRelations.runId, runId),
              inArray(runRelations.relationId, removeRelations.slice(index, index + SLICE)),
            ),
          );
      }
      await insertSliced(change.entities, (slice) =>
        session.insert(runEntities).values(slice.map((row) => ({ ...row, runId }))),
      );
      await insertSliced(change.relations, (slice) =>
        session.insert(runRelations).values(slice.map((row) => ({ ...row, runId }))),
      );
    },

    async lastModification(
      runId: string,
      session: Session,
    ): Promise<RunModificationRow | undefined> {
      const [row] = await session
        .select()
        .from(runModifications)
        .where(eq(runModifications.runId, runId))
        .orderBy(desc(runModifications.sequence))
        .limit(1);
      return row;
    },

    insertModification(values: typeof runModifications.$inferInsert, session: Session) {
      return session.insert(runModifications).values(values);
    },

    deleteModification(id: string, session: Session) {
      return session.delete(runModifications).where(eq(runModifications.id, id));
    },
  };
}

export type RunResultsRepo = ReturnType<typeof createRunResultsRepo>;
export type { RunChunkExtractionRow };
