import { z } from 'zod';
import {
  archivedAtSchema,
  descriptionSchema,
  idSchema,
  nameSchema,
  projectParamsSchema,
  serializationFormatSchema,
  timestampSchema,
} from './common';
import {
  chunkingParametersSchema,
  dnfBuildConfigSchema,
  dnfExecuteConfigSchema,
  extractionConfigSchema,
  runStepsSchema,
  stepErrorSchema,
  stepNameSchema,
  stepProgressSchema,
  stepStatusSchema,
  unstructuredActionSchema,
} from './run-steps';

export const extractionRunSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  name: z.string(),
  description: z.string(),
  documents_collection_id: idSchema,
  ontology_version_id: idSchema,
  documents_collection_type: z.literal('unstructured'),
  /** Step currently shown as the run's state; null once nothing is left to do. */
  current_step: stepNameSchema.nullable(),
  status: stepStatusSchema,
  credits_used: z.number().nonnegative(),
  committed_at: timestampSchema.nullable(),
  archived_at: archivedAtSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ExtractionRun = z.infer<typeof extractionRunSchema>;

export const runDocumentProgressSchema = z.object({
  document_id: idSchema,
  name: z.string(),
  status: stepStatusSchema,
  progress: stepProgressSchema,
  chunk_count: z.number().int().nonnegative(),
  error: stepErrorSchema.nullable(),
});
export type RunDocumentProgress = z.infer<typeof runDocumentProgressSchema>;

/** `GET …/unstructured/text_extraction/{id}`: the run with every step and per-document progress. */
export const textExtractionRunSchema = extractionRunSchema.extend({
  steps: runStepsSchema,
  documents: z.array(runDocumentProgressSchema),
});
export type TextExtractionRun = z.infer<typeof textExtractionRunSchema>;

export const textExtractionRunCreateBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  documents_collection_id: idSchema,
  ontology_version_id: idSchema,
});
export type TextExtractionRunCreateBody = z.infer<typeof textExtractionRunCreateBodySchema>;

export const chunkingBodySchema = z.object({ chunking_parameters: chunkingParametersSchema });
export type ChunkingBody = z.infer<typeof chunkingBodySchema>;

export const extractionBodySchema = z.object({ config: extractionConfigSchema });
export type ExtractionBody = z.infer<typeof extractionBodySchema>;

export const dnfBuildBodySchema = z.object({ config: dnfBuildConfigSchema });
export type DnfBuildBody = z.infer<typeof dnfBuildBodySchema>;

export const dnfExecuteBodySchema = z.object({ config: dnfExecuteConfigSchema });
export type DnfExecuteBody = z.infer<typeof dnfExecuteBodySchema>;

export const unstructuredRunPatchBodySchema = z.object({
  unstructured_action: unstructuredActionSchema,
});
export type UnstructuredRunPatchBody = z.infer<typeof unstructuredRunPatchBodySchema>;

export const runParamsSchema = projectParamsSchema.extend({ extraction_run_id: idSchema });
export type RunParams = z.infer<typeof runParamsSchema>;

export const runExportParamsSchema = runParamsSchema.extend({
  serialization_format: serializationFormatSchema,
});
export type RunExportParams = z.infer<typeof runExportParamsSchema>;
