import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import {
  documents,
  extractionRuns,
  kbEntities,
  kbEntityDocuments,
  kbRelations,
  knowledgeBaseRuns,
  knowledgeBases,
  type KnowledgeBaseRow,
} from '../db/schema/index';
import type { MergePlan } from './kb-merge';

export type Session = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** One INSERT's parameters stay well under PostgreSQL's 65,535. */
const SLICE = 500;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** Knowledge bases of one project (the caller holds a checked ProjectScope) and their graph. */
export function createKnowledgeBasesRepo(db: Database) {
  return {
    db,
    async list(projectId: string, options: { search: string | undefined; archived: boolean }) {
      const filters: (SQL | undefined)[] = [
        eq(knowledgeBases.projectId, projectId),
        options.archived ? isNotNull(knowledgeBases.archivedAt) : isNull(knowledgeBases.archivedAt),
      ];
      if (options.search) {
        const pattern = containsPattern(options.search);
        filters.push(
          or(ilike(knowledgeBases.name, pattern), ilike(knowledgeBases.description, pattern)),
        );
      }
      return db
        .select()
        .from(knowledgeBases)
        .where(and(...filters))
        .orderBy(desc(knowledgeBases.createdAt), desc(knowledgeBases.id));
    },

    async find(projectId: string, id: string, session: Session = db) {
      const [row] = await session
        .select()
        .from(knowledgeBases)
        .where(and(eq(knowledgeBases.projectId, projectId), eq(knowledgeBases.id, id)));
      return row;
    },

    /** The row locked for the rest of the transaction (two runs added at once serialize). */
    async lock(id: string, session: Session) {
      await session.execute(
        sql`SELECT 1 FROM ${knowledgeBases} WHERE ${knowledgeBases.id} = ${id} FOR UPDATE`,
      );
    },

    async insert(values: typeof knowledgeBases.$inferInsert, session: Session) {
      const [row] = await session.insert(knowledgeBases).values(values).returning();
      return row as KnowledgeBaseRow;
    },

    update(id: string, values: Partial<typeof knowledgeBases.$inferInsert>, session: Session = db) {
      return session.update(knowledgeBases).set(values).where(eq(knowledgeBases.id, id));
    },

    /** Entity and relation counts of each knowledge base. */
    async counts(ids: string[]) {
      const counts = new Map(ids.map((id) => [id, { entities: 0, relations: 0 }]));
      if (ids.length === 0) return counts;
      const entities = await db
        .select({ id: kbEntities.knowledgeBaseId, count: sql<number>`count(*)::int` })
        .from(kbEntities)
        .where(inArray(kbEntities.knowledgeBaseId, ids))
        .groupBy(kbEntities.knowledgeBaseId);
      const relations = await db
        .select({ id: kbRelations.knowledgeBaseId, count: sql<number>`count(*)::int` })
        .from(kbRelations)
        .where(inArray(kbRelations.knowledgeBaseId, ids))
        .groupBy(kbRelations.knowledgeBaseId);
      for (const row of entities) counts.get(row.id)!.entities = Number(row.count);
      for (const row of relations) counts.get(row.id)!.relations = Number(row.count);
      return counts;
    },

    /** Each knowledge base's source runs, in the order they were added. */
    sourceRuns(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          knowledgeBaseId: knowledgeBaseRuns.knowledgeBaseId,
          runId: knowledgeBaseRuns.runId,
          name: extractionRuns.name,
          collectionId: extractionRuns.collectionId,
          addedAt: knowledgeBaseRuns.addedAt,
        })
        .from(knowledgeBaseRuns)
        .innerJoin(extractionRuns, eq(extractionRuns.id, knowledgeBaseRuns.runId))
        .where(inArray(knowledgeBaseRuns.knowledgeBaseId, ids))
        .orderBy(asc(knowledgeBaseRuns.addedAt), asc(knowledgeBaseRuns.runId));
    },

    async hasRun(id: string, runId: string, session: Session) {
      const [row] = await session
        .select({ runId: knowledgeBaseRuns.runId })
        .from(knowledgeBaseRuns)
        .where(and(eq(knowledgeBaseRuns.knowledgeBaseId, id), eq(knowledgeBaseRuns.runId, runId)));
      return Boolean(row);
    },

    addRun(id: string, runId: string, addedAt: Date, session: Session) {
      return session.insert(knowledgeBaseRuns).values({ knowledgeBaseId: id, runId, addedAt });
    },

    /** What the merge compares: the entities of these classes, without their provenance. */
    mergeCandidates(id: string, classes: string[], session: Session) {
      if (classes.length === 0) return Promise.resolve([]);
      return session
        .select({
          id: kbEntities.id,
          className: kbEntities.className,
          label: kbEntities.label,
          properties: kbEntities.properties,
        })
        .from(kbEntities)
        .where(and(eq(kbEntities.knowledgeBaseId, id), inArray(kbEntities.className, classes)))
        .orderBy(asc(kbEntities.position));
    },

    async nextPosition(id: string, session: Session) {
      const [row] = await session
        .select({ max: sql<number | null>`max(${kbEntities.position})` })
        .from(kbEntities)
        .where(eq(kbEntities.knowledgeBaseId, id));
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    /** Writes a merge: new entities, grown ones, relations (repeats join provenance), then degrees. */
    async applyMerge(id: string, plan: MergePlan, session: Session) {
      for (let index = 0; index < plan.inserts.length; index += SLICE) {
        await session.insert(kbEntities).values(
          plan.inserts.slice(index, index + SLICE).map((entity) => ({
            id: entity.id,
            knowledgeBaseId: id,
            className: entity.className,
            label: entity.label,
            properties: entity.properties,
            provenance: entity.provenance,
            position: entity.position,
          })),
        );
      }
      for (const update of plan.updates) {
        await session
          .update(kbEntities)
          .set({
            properties: update.properties,
            provenance: sql`${kbEntities.provenance} || ${JSON.stringify(update.provenance)}::jsonb`,
          })
          .where(eq(kbEntities.id, update.id));
      }
      const [last] = await session
        .select({ max: sql<number | null>`max(${kbRelations.position})` })
        .from(kbRelations)
        .where(eq(kbRelations.knowledgeBaseId, id));
      let position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      for (let index = 0; index < plan.relations.length; index += SLICE) {
        await session
          .insert(kbRelations)
          .values(
            plan.relations.slice(index, index + SLICE).map((relation) => ({
              knowledgeBaseId: id,
              relationName: relation.relationName,
              sourceId: relation.sourceId,
              targetId: relation.targetId,
              provenance: relation.provenance,
              position: position++,
            })),
          )
          .onConflictDoUpdate({
            target: [kbRelations.sourceId, kbRelations.relationName, kbRelations.targetId],
            set: { provenance: sql`${kbRelations.provenance} || excluded.provenance` },
          });
      }
      // The documents each touched entity was seen in (only those still in a collection).
      const touched = [...plan.inserts.map((e) => e.id), ...plan.updates.map((e) => e.id)];
      for (let index = 0; index < touched.length; index += SLICE) {
        const slice = touched.slice(index, index + SLICE);
        await session.execute(sql`
          INSERT INTO ${kbEntityDocuments} (knowledge_base_id, entity_id, document_id)
          SELECT DISTINCT e.knowledge_base_id, e.id, d.id
          FROM ${kbEntities} e
          CROSS JOIN LATERAL jsonb_array_elements(e.provenance) AS p
          JOIN ${documents} d ON d.id::text = p->>'document_id'
          WHERE e.id IN (${sql.join(
            slice.map((entityId) => sql`${entityId}::uuid`),
            sql`, `,
          )})
          ON CONFLICT DO NOTHING`);
      }
      await session.execute(sql`
        UPDATE ${kbEntities} AS e SET relation_count = d.n
        FROM (
          SELECT x.id, count(*)::int AS n FROM (
            SELECT source_id AS id FROM ${kbRelations} WHERE knowledge_base_id = ${id}
            UNION ALL
            SELECT target_id AS id FROM ${kbRelations} WHERE knowledge_base_id = ${id}
          ) AS x GROUP BY x.id
        ) AS d
        WHERE e.id = d.id AND e.relation_count <> d.n`);
    },
  };
}

export type KnowledgeBasesRepo = ReturnType<typeof createKnowledgeBasesRepo>;
