import { z } from 'zod';
import { idSchema, timestampSchema, projectParamsSchema } from './common';
import { archivedAtSchema, text, descriptionSchema, nameSchema, searchTextSchema } from './fields';
import { extractedEntitySchema, extractedRelationSchema, provenanceSchema } from './results';

/** How a knowledge base was made; `commit: true` commits the run first (R4.05). */
export const knowledgeBaseOriginSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('from_extraction_run'),
    extraction_run_id: idSchema,
    commit: z.boolean().optional(),
  }),
]);
export type KnowledgeBaseOrigin = z.infer<typeof knowledgeBaseOriginSchema>;

export const knowledgeBaseSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  name: z.string(),
  description: z.string(),
  ontology_version_id: idSchema,
  origin: knowledgeBaseOriginSchema,
  entity_count: z.number().int().nonnegative(),
  relation_count: z.number().int().nonnegative(),
  /** The committed runs merged into it, the origin's run first (issue 13: a graph grows run by run). */
  source_runs: z.array(
    z.object({
      extraction_run_id: idSchema,
      name: z.string(),
      /** The run's collection: where its provenance's documents live (document links). */
      documents_collection_id: idSchema,
      added_at: timestampSchema,
    }),
  ),
  archived_at: archivedAtSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

export const knowledgeBaseCreateBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  origin: knowledgeBaseOriginSchema,
});
export type KnowledgeBaseCreateBody = z.infer<typeof knowledgeBaseCreateBodySchema>;

export const knowledgeBaseParamsSchema = z.object({
  ...projectParamsSchema.shape,
  knowledge_base_id: idSchema,
});
export type KnowledgeBaseParams = z.infer<typeof knowledgeBaseParamsSchema>;

/** Add another committed run of the same ontology version; merged by the run's dedup rules. */
export const knowledgeBaseAddRunBodySchema = z.object({ extraction_run_id: idSchema });
export type KnowledgeBaseAddRunBody = z.infer<typeof knowledgeBaseAddRunBodySchema>;

/** Entity browser: one page of a knowledge base's entities. */
export const kbEntitiesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  class_name: text().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type KbEntitiesQuery = z.infer<typeof kbEntitiesQuerySchema>;

export const kbEntitySchema = extractedEntitySchema.extend({
  relation_count: z.number().int().nonnegative(),
});
export type KbEntity = z.infer<typeof kbEntitySchema>;

export const kbEntityPageSchema = z.object({
  items: z.array(kbEntitySchema),
  total: z.number().int().nonnegative(),
  /** Entities per class over the whole knowledge base (the browser's class filter). */
  classes: z.array(z.object({ class_name: z.string(), count: z.number().int().nonnegative() })),
});
export type KbEntityPage = z.infer<typeof kbEntityPageSchema>;

export const kbEntityParamsSchema = knowledgeBaseParamsSchema.extend({ entity_id: idSchema });
export type KbEntityParams = z.infer<typeof kbEntityParamsSchema>;

/** One entity with its relations (bounded) and the label and class of each other end. */
export const kbEntityDetailSchema = z.object({
  entity: kbEntitySchema,
  relations: z.array(
    extractedRelationSchema.extend({
      direction: z.enum(['outgoing', 'incoming']),
      other: z.object({ id: idSchema, label: z.string(), class_name: z.string() }),
    }),
  ),
});
export type KbEntityDetail = z.infer<typeof kbEntityDetailSchema>;

/**
 * Knowledge-base export formats: JSON-LD and Turtle (RDF, classes and relations as IRIs under the
 * knowledge base's namespace) and CSV of nodes or edges. Always a file download.
 */
export const kbExportFormatSchema = z.enum(['jsonld', 'turtle', 'csv_nodes', 'csv_edges']);
export type KbExportFormat = z.infer<typeof kbExportFormatSchema>;
export const kbExportParamsSchema = knowledgeBaseParamsSchema.extend({
  format: kbExportFormatSchema,
});
export type KbExportParams = z.infer<typeof kbExportParamsSchema>;

export const dashboardParamsSchema = knowledgeBaseParamsSchema.extend({ dashboard_id: idSchema });
export type DashboardParams = z.infer<typeof dashboardParamsSchema>;

/**
 * Words a knowledge-base search ignores (English and French function words and question words):
 * the one list the API's search and the chat's question reading share.
 */
const SEARCH_STOP_WORDS = new Set(
  (
    'a an the of to in on at for from by with and or but is are was were be been being do does did ' +
    'have has had what which who whom whose when where why how many much there their its it this that ' +
    'these those about any all some me my i you your we our they them he she his her list show tell ' +
    'give find name names please can could would should known know anything everything something ' +
    'le la les un une des du de d l et ou est sont qui que quoi quel quelle quels quelles où comment ' +
    'combien dans sur pour par avec au aux ce cette ces il elle ils elles y a-t-il'
  ).split(' '),
);

/** Characters of a search query, and terms kept from it. */
export const kbSearchLimits = { terms: 12, termLength: 60 } as const;

/**
 * The terms a search matches: words of letters or digits in any script, lower-cased, without the
 * stop words above, at most `kbSearchLimits.terms`.
 */
export function kbSearchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (SEARCH_STOP_WORDS.has(word) || word.length > kbSearchLimits.termLength) continue;
    if (!terms.includes(word)) terms.push(word);
    if (terms.length === kbSearchLimits.terms) break;
  }
  return terms;
}

export const kbSearchQuerySchema = z.object({
  q: searchTextSchema.min(1),
  class_name: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type KbSearchQuery = z.infer<typeof kbSearchQuerySchema>;

/** A source passage: the provenance of an entity or relation, with its document's name. */
export const kbPassageSchema = z.object({
  document_name: z.string(),
  provenance: provenanceSchema,
});
export type KbPassage = z.infer<typeof kbPassageSchema>;

const kbEndSchema = z.object({ id: idSchema, label: z.string(), class_name: z.string() });

/**
 * Full-text search over a knowledge base (the KB chat's retrieval): entities whose label,
 * property values or source passages hold any of the terms, best first; the passages of those
 * entities that hold a term; and the graph around them: their relations (bounded), each with its
 * ends and its source passages.
 */
export const kbSearchResultSchema = z.object({
  terms: z.array(z.string()),
  entities: z.array(kbEntitySchema.extend({ score: z.number() })),
  passages: z.array(kbPassageSchema.extend({ entity_id: idSchema })),
  relations: z.array(
    z.object({
      id: idSchema,
      relation_name: z.string(),
      source: kbEndSchema,
      target: kbEndSchema,
      passages: z.array(kbPassageSchema),
    }),
  ),
});
export type KbSearchResult = z.infer<typeof kbSearchResultSchema>;
