import type { ExtractionRun, RunSteps, StepError, StepStatus } from '@ontoloom/contract';
import type { ExtractionRunRow } from '../db/schema/index';

const emptyStep = {
  status: 'pending' as StepStatus,
  progress: { done: 0, total: 0 },
  error: null,
  credits: 0,
  started_at: null,
  finished_at: null,
  params: null,
};

export const initialSteps = (): RunSteps => ({
  text_extraction: { ...emptyStep },
  chunking: { ...emptyStep },
  extraction: { ...emptyStep },
  dnf_build: { ...emptyStep, rules: [] },
  dnf_execute: { ...emptyStep, merged_count: 0 },
});

/**
 * A per-document step's error once every document is done: none when all succeeded,
 * `document_failed` when none did (the step failed), `documents_failed` when some did (the step
 * succeeded, and says how many documents it left out and why the first one failed), as the
 * extraction step says `chunks_failed`.
 */
export const documentsStepError = (
  documents: { name: string; status: string; error: StepError | null }[],
  could: 'read' | 'chunked',
): StepError | null => {
  const failed = documents.filter((row) => row.status === 'failed');
  if (failed.length === 0) return null;
  if (failed.length === documents.length)
    return { code: 'document_failed', message: `No document could be ${could}` };
  const first = failed[0]!;
  return {
    code: 'documents_failed',
    message: `${failed.length} of ${documents.length} documents could not be ${could}; the first, ${first.name}: ${first.error?.message ?? 'no reason given'}`,
  };
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toRun = (row: ExtractionRunRow): ExtractionRun => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  description: row.description,
  documents_collection_id: row.collectionId,
  ontology_version_id: row.ontologyVersionId,
  documents_collection_type: 'unstructured',
  current_step: row.currentStep ?? null,
  status: row.status,
  credits_used: Number(row.creditsUsed),
  committed_at: iso(row.committedAt),
  archived_at: iso(row.archivedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
