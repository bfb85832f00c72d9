import { z } from 'zod';
import { idSchema } from './common';

/** Where an extracted value came from: document, page, chunk and character offsets. */
export const provenanceSchema = z.object({
  document_id: idSchema,
  page: z.number().int().positive().nullable(),
  chunk_id: z.nullable(idSchema),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

export const propertyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type PropertyValue = z.infer<typeof propertyValueSchema>;

export const extractedEntitySchema = z.object({
  id: idSchema,
  class_name: z.string(),
  label: z.string(),
  properties: z.record(z.string(), z.array(propertyValueSchema)),
  provenance: z.array(provenanceSchema),
});
export type ExtractedEntity = z.infer<typeof extractedEntitySchema>;

export const extractedRelationSchema = z.object({
  id: idSchema,
  relation_name: z.string(),
  source_id: idSchema,
  target_id: idSchema,
  provenance: z.array(provenanceSchema),
});
export type ExtractedRelation = z.infer<typeof extractedRelationSchema>;

/** Items the strict LLM mode dropped because they are not in the ontology. */
export const droppedItemSchema = z.object({
  kind: z.enum(['entity', 'property', 'relation']),
  name: z.string(),
  reason: z.string(),
  provenance: provenanceSchema.nullable(),
});
export type DroppedItem = z.infer<typeof droppedItemSchema>;

export const finalResultsSchema = z.object({
  extraction_run_id: idSchema,
  ontology_version_id: idSchema,
  entities: z.array(extractedEntitySchema),
  relations: z.array(extractedRelationSchema),
  dropped: z.array(droppedItemSchema),
});
export type FinalResults = z.infer<typeof finalResultsSchema>;
