import type { StepName, StepStatus, TextExtractionRun } from '@ontoloom/contract';

const ACTIVE: ReadonlySet<StepStatus> = new Set(['queued', 'running']);

export const isActiveStatus = (status: StepStatus) => ACTIVE.has(status);

/** Something of the run is queued or running: live progress is worth following. */
export const isRunActive = (run: TextExtractionRun) =>
  isActiveStatus(run.status) ||
  Object.values(run.steps).some((step) => isActiveStatus(step.status));

/** A committed run is frozen, an archived one must be restored first: both are read-only. */
export const isReadOnly = (run: Pick<TextExtractionRun, 'committed_at' | 'archived_at'>) =>
  run.committed_at !== null || run.archived_at !== null;

export const STEP_ORDER: readonly StepName[] = [
  'text_extraction',
  'chunking',
  'extraction',
  'dnf_build',
  'dnf_execute',
];

/** Deduplication ran, or was skipped: the final results exist. */
export const hasResults = (run: TextExtractionRun) =>
  run.committed_at !== null || ['succeeded', 'skipped'].includes(run.steps.dnf_execute.status);

/**
 * The step whose failed items a retry_failed action runs again: a failed step, else (documents
 * with errors under a step that succeeded overall) the latest step that has started, when it is
 * one that works document by document: when the current step has not started yet, the one before
 * it (e.g. text extraction, once the run waits for chunking). Once extraction or deduplication
 * has started, a document that could not be read is past retrying (the server refuses it: a
 * step cannot be retried once a later one has started), so no retry is offered for it.
 */
export const failedStep = (run: TextExtractionRun): StepName | null => {
  const failed = STEP_ORDER.find((name) => run.steps[name].status === 'failed');
  if (failed) return failed;
  // A step that succeeded with some items failed (chunks whose extraction failed).
  const partly = STEP_ORDER.find(
    (name) => (run.steps[name].progress.failed ?? 0) > 0 && !isActiveStatus(run.steps[name].status),
  );
  if (partly) return partly;
  if (!run.documents.some((document) => document.error !== null)) return null;
  const started = STEP_ORDER.filter(
    (name) => !['pending', 'skipped'].includes(run.steps[name].status),
  );
  const latest = started.at(-1);
  return latest === 'text_extraction' || latest === 'chunking' ? latest : null;
};

/** The tab a run opens on: where the user has something to do next. */
export const tabOf = (run: TextExtractionRun) => {
  if (hasResults(run)) return 'results';
  if (run.steps.extraction.status === 'succeeded') return 'deduplication';
  if (run.steps.chunking.status === 'succeeded') return 'extraction';
  return 'chunking';
};
