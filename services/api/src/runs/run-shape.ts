import type { ExtractionRun, RunSteps, StepStatus } from '@ontoloom/contract';
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
