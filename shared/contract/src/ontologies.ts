import { z } from 'zod';
import { idSchema, timestampSchema, projectParamsSchema } from './common';
import {
  archivableListQuerySchema,
  archivedAtSchema,
  descriptionSchema,
  multilineText,
  nameSchema,
} from './fields';
import { formatBytes, limits, utf8Bytes } from './limits';
import { ontologyDocumentContentSchema, ontologyModificationSchema } from './ontology-document';

export const ontologySchema = z.object({
  id: idSchema,
  project_id: idSchema,
  name: z.string(),
  description: z.string(),
  /** null means active (R3.09); archived ontologies accept no new versions. */
  archived_at: archivedAtSchema,
  latest_version_number: z.number().int().positive().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Ontology = z.infer<typeof ontologySchema>;

export const ontologyCreateBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
});
export type OntologyCreateBody = z.infer<typeof ontologyCreateBodySchema>;

export const ontologyPatchBodySchema = z
  .object({ name: nameSchema.optional(), description: descriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Provide name or description',
  });
export type OntologyPatchBody = z.infer<typeof ontologyPatchBodySchema>;

export const ontologyVersionSchema = z.object({
  id: idSchema,
  ontology_id: idSchema,
  /** 1..n per ontology; versions are immutable. */
  version_number: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  base_version_id: z.nullable(idSchema),
  created_at: timestampSchema,
});
export type OntologyVersion = z.infer<typeof ontologyVersionSchema>;

export const ontologyVersionDetailSchema = ontologyVersionSchema.extend({
  content: ontologyDocumentContentSchema,
  /**
   * The modifications that made it from `base_version_id` (null: made from data). A diff from
   * the base shows its renames as renames (issue 17).
   */
  modifications: z.array(ontologyModificationSchema).nullable().default(null),
});
export type OntologyVersionDetail = z.infer<typeof ontologyVersionDetailSchema>;

/** Ontology serialization: YAML only (R9.06). */
export const ontologySerializedSchema = z.object({
  serialization_format: z.literal('yaml'),
  data_serialized: multilineText()
    .min(1)
    .refine((text) => utf8Bytes(text) <= limits.ontologyYamlBytes, {
      message: `YAML is larger than ${formatBytes(limits.ontologyYamlBytes)}`,
    }),
});
export type OntologySerialized = z.infer<typeof ontologySerializedSchema>;

export const newOntologyFromModificationsSchema = z.object({
  mode: z.literal('from_modifications'),
  ontology_id: idSchema,
  /** null only for the very first version, built from an empty document. */
  base_version_id: z.nullable(idSchema),
  ontology_modifications: z
    .array(ontologyModificationSchema)
    .min(1)
    .max(limits.ontologyModifications),
  name: nameSchema,
  description: descriptionSchema.default(''),
});
export type NewOntologyFromModifications = z.infer<typeof newOntologyFromModificationsSchema>;

export const newOntologyFromDataSchema = z.object({
  mode: z.literal('from_data'),
  ontology_id: idSchema,
  ontology_serialized: ontologySerializedSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
});
export type NewOntologyFromData = z.infer<typeof newOntologyFromDataSchema>;

export const ontologyVersionCreateBodySchema = z.object({
  new_ontology: z.discriminatedUnion('mode', [
    newOntologyFromModificationsSchema,
    newOntologyFromDataSchema,
  ]),
});
export type OntologyVersionCreateBody = z.infer<typeof ontologyVersionCreateBodySchema>;

export const ontologyListQuerySchema = archivableListQuerySchema;
export type OntologyListQuery = z.infer<typeof ontologyListQuerySchema>;

export const ontologyVersionListQuerySchema = z.object({ ontology_id: z.optional(idSchema) });
export type OntologyVersionListQuery = z.infer<typeof ontologyVersionListQuerySchema>;

export const ontologyParamsSchema = z.object({
  ...projectParamsSchema.shape,
  ontology_id: idSchema,
});
export type OntologyParams = z.infer<typeof ontologyParamsSchema>;

export const ontologyVersionParamsSchema = z.object({
  ...projectParamsSchema.shape,
  ontology_version_id: idSchema,
});
export type OntologyVersionParams = z.infer<typeof ontologyVersionParamsSchema>;
