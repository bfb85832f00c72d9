import { z } from 'zod';
import { idSchema, timestampSchema, projectParamsSchema } from './common';
import {
  archivedAtSchema,
  descriptionSchema,
  nameSchema,
  serializationFormatSchema,
  text,
} from './fields';
import { creditsUsageSchema } from './credits';
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
import { extractedEntitySchema } from './results';

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
  committed_at: z.nullable(timestampSchema),
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

export const FAILED_CHUNKS_LIMIT = 50;
export const failedChunkSchema = z.object({
  document_id: idSchema,
  chunk_index: z.number().int().nonnegative(),
  error: stepErrorSchema,
});
export type FailedChunk = z.infer<typeof failedChunkSchema>;

/** `GET …/unstructured/text_extraction/{id}`: the run with every step and per-document progress. */
export const textExtractionRunSchema = extractionRunSchema.extend({
  steps: runStepsSchema,
  documents: z.array(runDocumentProgressSchema),
  /** Manual modifications of the final results that `undo` can still revert (0: nothing to undo). */
  modification_count: z.number().int().nonnegative().optional(),
  /** The chunks whose extraction failed (the first FAILED_CHUNKS_LIMIT), what retry_failed redoes. */
  failed_chunks: z.array(failedChunkSchema).max(FAILED_CHUNKS_LIMIT).optional(),
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

export const runParamsSchema = z.object({
  ...projectParamsSchema.shape,
  extraction_run_id: idSchema,
});
export type RunParams = z.infer<typeof runParamsSchema>;

export const runExportParamsSchema = runParamsSchema.extend({
  serialization_format: serializationFormatSchema,
});
export type RunExportParams = z.infer<typeof runExportParamsSchema>;

/**
 * `download=true`: the export comes as the file itself (`application/json` or `application/yaml`,
 * `Content-Disposition: attachment; filename="<run name>.json|yaml"`) instead of the
 * `{data_serialized, serialization_format}` body.
 */
export const runExportQuerySchema = z.object({ download: z.stringbool().optional() });
export type RunExportQuery = z.infer<typeof runExportQuerySchema>;

/*
 * Calls the spec does not show (ARCHITECTURE: designed here): a cost estimate before a step
 * starts, a preview of one document's chunks, the candidate pairs deduplication would compare,
 * live progress as server-sent events, and the billing page's usage history.
 */

/** The step a user is about to start, with the body its start call takes. */
export const stepEstimateBodySchema = z.discriminatedUnion('step', [
  chunkingBodySchema.extend({ step: z.literal('chunking') }),
  extractionBodySchema.extend({ step: z.literal('extraction') }),
  dnfBuildBodySchema.extend({ step: z.literal('dnf_build') }),
  dnfExecuteBodySchema.extend({ step: z.literal('dnf_execute') }),
]);
export type StepEstimateBody = z.infer<typeof stepEstimateBodySchema>;

export const stepEstimateSchema = z.object({
  step: stepNameSchema,
  estimated_credits: z.number().nonnegative(),
  /** What the estimate counts: documents, chunks, characters or entity comparisons. */
  basis: z.object({
    documents: z.number().int().nonnegative(),
    chunks: z.number().int().nonnegative(),
    characters: z.number().int().nonnegative(),
    comparisons: z.number().int().nonnegative(),
  }),
  credits_usage: creditsUsageSchema,
  /** False when starting the step would go over the quota (the start call answers 429). */
  within_quota: z.boolean(),
});
export type StepEstimate = z.infer<typeof stepEstimateSchema>;

/** At most this many chunks come back from a preview; `total_chunks` counts them all. */
export const CHUNK_PREVIEW_LIMIT = 50;

export const chunkPreviewBodySchema = chunkingBodySchema.extend({ document_id: idSchema });
export type ChunkPreviewBody = z.infer<typeof chunkPreviewBodySchema>;

export const previewChunkSchema = z.object({
  index: z.number().int().nonnegative(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  page: z.number().int().positive().nullable(),
});
export const chunkPreviewSchema = z.object({
  document_id: idSchema,
  total_chunks: z.number().int().nonnegative(),
  chunks: z.array(previewChunkSchema).max(CHUNK_PREVIEW_LIMIT),
});
export type ChunkPreview = z.infer<typeof chunkPreviewSchema>;

export const dedupCandidatesQuerySchema = z.object({
  class_name: text().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const dedupCandidatePairSchema = z.object({
  class_name: z.string(),
  left: extractedEntitySchema,
  right: extractedEntitySchema,
  /** Similarity in [0, 1]; pairs at or above the match threshold are merged by dnf_execute. */
  score: z.number().min(0).max(1),
});
export const dedupCandidatesSchema = z.object({
  total: z.number().int().nonnegative(),
  pairs: z.array(dedupCandidatePairSchema),
});
export type DedupCandidates = z.infer<typeof dedupCandidatesSchema>;

/**
 * `GET …/text_extraction/{id}/events` answers `text/event-stream` (sent with the bearer header,
 * so clients read it with fetch, not EventSource). Each `run` event's data is the whole
 * `TextExtractionRun` as JSON, sent at once on connect and then whenever it changes (coalesced,
 * at most every RUN_EVENTS_MIN_INTERVAL_MS); a comment line keeps the connection alive. The
 * stream ends after the run reaches a state where nothing is running or queued.
 */
export const RUN_EVENTS_MIN_INTERVAL_MS = 500;
export const RUN_EVENT_NAME = 'run';

export const usageHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: text().max(200).optional(),
});
export const usageRecordSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  extraction_run_id: z.nullable(idSchema),
  run_name: z.string().nullable(),
  /** A run step, or `chat` for an assistant reply. */
  step: z.union([stepNameSchema, z.literal('chat')]),
  credits: z.number().nonnegative(),
  created_at: timestampSchema,
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;
export const usageHistorySchema = z.object({
  items: z.array(usageRecordSchema),
  next_cursor: z.string().nullable(),
});
export type UsageHistory = z.infer<typeof usageHistorySchema>;
