import { z } from 'zod';
import {
  archivedAtSchema,
  descriptionSchema,
  idSchema,
  nameSchema,
  projectParamsSchema,
  timestampSchema,
} from './common';

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

export const dashboardParamsSchema = knowledgeBaseParamsSchema.extend({ dashboard_id: idSchema });
export type DashboardParams = z.infer<typeof dashboardParamsSchema>;
