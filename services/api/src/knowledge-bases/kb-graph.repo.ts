import {
  kbSearchTerms,
  type KbEntitiesQuery,
  type KbEntity,
  type KbEntityDetail,
  type KbSearchQuery,
  type KbSearchResult,
  type Provenance,
} from '@ontoloom/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import { documents, kbEntities, kbRelations, type KbEntityRow } from '../db/schema/index';
import { kbEntitySearchVector } from '../db/schema/kb-entities';

/** Relations shown with one entity, each direction. */
export const DETAIL_RELATIONS = 500;
/** Rows an export reads at a time. */
const EXPORT_PAGE = 2000;
/** Source passages a search returns per entity. */
const PASSAGES_PER_ENTITY = 2;
/** Relations a search returns around the entities it found. */
const SEARCH_RELATIONS = 100;

const toKbEntity = (row: KbEntityRow): KbEntity => ({
  id: row.id,
  class_name: row.className,
  label: row.label,
  properties: row.properties,
  provenance: row.provenance,
  relation_count: row.relationCount,
});

/** Reads of a knowledge base's graph: the entity browser and the exports. */
export function createKbGraphRepo(db: Database) {
  return {
    async page(kbId: string, query: KbEntitiesQuery) {
      const where = and(
        eq(kbEntities.knowledgeBaseId, kbId),
        query.class_name ? eq(kbEntities.className, query.class_name) : undefined,
        query.search ? ilike(kbEntities.label, containsPattern(query.search)) : undefined,
      );
      const items = await db
        .select()
        .from(kbEntities)
        .where(where)
        .orderBy(asc(kbEntities.position))
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db.select({ n: count() }).from(kbEntities).where(where);
      const classes = await db
        .select({ className: kbEntities.className, n: count() })
        .from(kbEntities)
        .where(eq(kbEntities.knowledgeBaseId, kbId))
        .groupBy(kbEntities.className)
        .orderBy(asc(kbEntities.className));
      return {
        items: items.map(toKbEntity),
        total: Number(total?.n ?? 0),
        classes: classes.map((row) => ({ class_name: row.className, count: Number(row.n) })),
      };
    },

    /**
     * Entities holding any of the query's terms (as word prefixes) in their label, property
     * values or source passages, ranked label first (the GIN index `kb_entities_search_idx`), and
     * for each the passages that hold a term.
     */
    async search(kbId: string, query: KbSearchQuery): Promise<KbSearchResult> {
      const terms = kbSearchTerms(query.q);
      if (terms.length === 0) return { terms, entities: [], passages: [], relations: [] };
      // Terms are letters and digits only, so they are safe inside to_tsquery's syntax.
      const tsquery = sql`to_tsquery('simple'::regconfig, ${terms.map((t) => `${t}:*`).join(' | ')})`;
      const vector = kbEntitySearchVector(kbEntities);
      const score = sql<number>`ts_rank(${vector}, ${tsquery})`;
      const rows = await db
        .select({ row: kbEntities, score })
        .from(kbEntities)
        .where(
          and(
            eq(kbEntities.knowledgeBaseId, kbId),
            query.class_name ? eq(kbEntities.className, query.class_name) : undefined,
            sql`${vector} @@ ${tsquery}`,
          ),
        )
        .orderBy(desc(score), asc(kbEntities.position))
        .limit(query.limit);
      const holds = (text: string) => {
        const lower = text.toLowerCase();
        return terms.some((term) => lower.includes(term));
      };
      const found = rows.flatMap(({ row }) =>
        row.provenance
          .filter((item) => holds(item.text))
          .slice(0, PASSAGES_PER_ENTITY)
          .map((provenance) => ({ entity_id: row.id, provenance })),
      );
      const entityIds = rows.map(({ row }) => row.id);
      const source = alias(kbEntities, 'source');
      const target = alias(kbEntities, 'target');
      const edges =
        entityIds.length === 0
          ? []
          : await db
              .select({
                id: kbRelations.id,
                relationName: kbRelations.relationName,
                provenance: kbRelations.provenance,
                source: { id: source.id, label: source.label, class_name: source.className },
                target: { id: target.id, label: target.label, class_name: target.className },
              })
              .from(kbRelations)
              .innerJoin(source, eq(source.id, kbRelations.sourceId))
              .innerJoin(target, eq(target.id, kbRelations.targetId))
              .where(
                and(
                  eq(kbRelations.knowledgeBaseId, kbId),
                  or(
                    inArray(kbRelations.sourceId, entityIds),
                    inArray(kbRelations.targetId, entityIds),
                  ),
                ),
              )
              .orderBy(asc(kbRelations.position))
              .limit(SEARCH_RELATIONS);
      const relationProvenance = edges.map((edge) => edge.provenance.slice(0, PASSAGES_PER_ENTITY));
      const ids = [
        ...new Set(
          [...found.map((passage) => passage.provenance), ...relationProvenance.flat()].map(
            (provenance) => provenance.document_id,
          ),
        ),
      ];
      const names = new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: documents.id, name: documents.name })
                .from(documents)
                .where(inArray(documents.id, ids))
            ).map((document) => [document.id, document.name]),
      );
      const named = (provenance: Provenance) => ({
        document_name: names.get(provenance.document_id) ?? '',
        provenance,
      });
      return {
        terms,
        entities: rows.map(({ row, score: rank }) => ({ ...toKbEntity(row), score: Number(rank) })),
        passages: found.map((passage) => ({
          entity_id: passage.entity_id,
          ...named(passage.provenance),
        })),
        relations: edges.map((edge, index) => ({
          id: edge.id,
          relation_name: edge.relationName,
          source: edge.source,
          target: edge.target,
          passages: relationProvenance[index]!.map(named),
        })),
      };
    },

    async detail(kbId: string, entityId: string): Promise<KbEntityDetail | undefined> {
      const [row] = await db
        .select()
        .from(kbEntities)
        .where(and(eq(kbEntities.knowledgeBaseId, kbId), eq(kbEntities.id, entityId)));
      if (!row) return undefined;
      const other = alias(kbEntities, 'other');
      const columns = {
        id: kbRelations.id,
        relationName: kbRelations.relationName,
        sourceId: kbRelations.sourceId,
        targetId: kbRelations.targetId,
        provenance: kbRelations.provenance,
        otherId: other.id,
        otherLabel: other.label,
        otherClass: other.className,
      };
      const outgoing = await db
        .select(columns)
        .from(kbRelations)
        .innerJoin(other, eq(other.id, kbRelations.targetId))
        .where(eq(kbRelations.sourceId, row.id))
        .orderBy(asc(kbRelations.position))
        .limit(DETAIL_RELATIONS);
      const incoming = await db
        .select(columns)
        .from(kbRelations)
        .innerJoin(other, eq(other.id, kbRelations.sourceId))
        .where(eq(kbRelations.targetId, row.id))
        .orderBy(asc(kbRelations.position))
        .limit(DETAIL_RELATIONS);
      const relation = (direction: 'outgoing' | 'incoming') => (r: (typeof outgoing)[number]) => ({
        id: r.id,
        relation_name: r.relationName,
        source_id: r.sourceId,
        target_id: r.targetId,
        provenance: r.provenance,
        direction,
        other: { id: r.otherId, label: r.otherLabel, class_name: r.otherClass },
      });
      return {
        entity: toKbEntity(row),
        relations: [...outgoing.map(relation('outgoing')), ...incoming.map(relation('incoming'))],
      };
    },

    /** Every entity, a page at a time (keyset on position): exports never hold the whole graph. */
    async *entities(kbId: string): AsyncGenerator<KbEntityRow> {
      let after = -1;
      for (;;) {
        const rows = await db
          .select()
          .from(kbEntities)
          .where(and(eq(kbEntities.knowledgeBaseId, kbId), gt(kbEntities.position, after)))
          .orderBy(asc(kbEntities.position))
          .limit(EXPORT_PAGE);
        yield* rows;
        if (rows.length < EXPORT_PAGE) return;
        after = rows[rows.length - 1]!.position;
      }
    },

    /** Every relation with its ends' labels, a page at a time. */
    async *relations(kbId: string) {
      const source = alias(kbEntities, 'source');
      const target = alias(kbEntities, 'target');
      let after = -1;
      for (;;) {
        const rows = await db
          .select({
            id: kbRelations.id,
            position: kbRelations.position,
            relationName: kbRelations.relationName,
            sourceId: kbRelations.sourceId,
            targetId: kbRelations.targetId,
            sourceLabel: source.label,
            targetLabel: target.label,
            provenance: kbRelations.provenance,
          })
          .from(kbRelations)
          .innerJoin(source, eq(source.id, kbRelations.sourceId))
          .innerJoin(target, eq(target.id, kbRelations.targetId))
          .where(and(eq(kbRelations.knowledgeBaseId, kbId), gt(kbRelations.position, after)))
          .orderBy(asc(kbRelations.position))
          .limit(EXPORT_PAGE);
        yield* rows;
        if (rows.length < EXPORT_PAGE) return;
        after = rows[rows.length - 1]!.position;
      }
    },
  };
}

export type KbGraphRepo = ReturnType<typeof createKbGraphRepo>;
