import { z } from 'zod';
import {
  archivedAtSchema,
  searchTextSchema,
  text,
  descriptionSchema,
  idSchema,
  nameSchema,
  projectParamsSchema,
  timestampSchema,
} from './common';
import { extractedEntitySchema, extractedRelationSchema } from './results';

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

export const knowledgeBaseParamsSchema = projectParamsSchema.extend({
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
