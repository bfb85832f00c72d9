import {
  FAILED_CHUNKS_LIMIT,
  type StepName,
  type StepStatus,
  type TextExtractionRun,
} from '@ontoloom/contract';
import type { Database } from '../db/client';
import type { ExtractionRunRow } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import { toRun } from './run-shape';
import type { RunsRepo } from './runs.repo';

/** A transaction or the database: what the run steps write through. */
export type Session = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const STEP_ORDER: StepName[] = [
  'text_extraction',
  'chunking',
  'extraction',
  'dnf_build',
  'dnf_execute',
];

export const isActive = (status: StepStatus) => status === 'queued' || status === 'running';

/** A committed run is frozen: nothing starts, changes or moves in or out of the archive. */
export function notFrozen(row: ExtractionRunRow) {
  if (row.committedAt) {
    throw new ConflictError(
      'run_committed',
      'Extraction run is committed and can no longer change',
    );
  }
}

/** Not frozen and not archived: a run the user may act on. */
export function actionable(row: ExtractionRunRow) {
  notFrozen(row);
  if (row.archivedAt) {
    throw new ConflictError('run_archived', 'Extraction run is archived: restore it first');
  }
}

/** Whether the final results exist (deduplication executed or skipped). */
export const hasFinalResults = (row: ExtractionRunRow) =>
  row.steps.dnf_execute.status === 'succeeded' || row.steps.dnf_execute.status === 'skipped';

/**
 * A run the user may start a step of: actionable, the step before succeeded, the step itself
 * not queued or running, no later step started.
 */
export function startable(row: ExtractionRunRow, step: StepName) {
  actionable(row);
  const before = STEP_ORDER[STEP_ORDER.indexOf(step) - 1];
  if (before && row.steps[before].status !== 'succeeded') {
    throw new ConflictError(
      'run_step_not_ready',
      `${step} can start only after ${before} has succeeded (it is ${row.steps[before].status})`,
    );
  }
  const current = row.steps[step].status;
  if (isActive(current)) {
    throw new ConflictError('run_step_running', `${step} is already ${current}`);
  }
  const later = STEP_ORDER.slice(STEP_ORDER.indexOf(step) + 1).find(
    (name) => row.steps[name].status !== 'pending',
  );
  if (later) {
    throw new ConflictError(
      'run_step_not_ready',
      `${step} cannot run again once ${later} has started`,
    );
  }
}

/** What every run call needs: the caller's run (404 otherwise) and the detail it answers. */
export function createRunContext(repo: RunsRepo) {
  return {
    async owned({ project }: ProjectScope, runId: string) {
      const row = await repo.find(project.id, runId);
      if (!row) throw new NotFoundError('run_not_found', 'Extraction run');
      return row;
    },
    async detail(row: ExtractionRunRow): Promise<TextExtractionRun> {
      const [documents, modificationCount, failedChunks] = await Promise.all([
        repo.documentProgress(row.id),
        repo.modificationCount(row.id),
        (row.steps.extraction.progress.failed ?? 0) > 0
          ? repo.failedChunks(row.id, FAILED_CHUNKS_LIMIT)
          : [],
      ]);
      return {
        ...toRun(row),
        steps: row.steps,
        documents: documents.map((document) => ({
          document_id: document.documentId,
          name: document.name,
          status: document.status,
          progress: document.progress,
          chunk_count: document.chunkCount,
          error: document.error ?? null,
        })),
        modification_count: modificationCount,
        failed_chunks: failedChunks.map((chunk) => ({
          document_id: chunk.documentId,
          chunk_index: chunk.chunkIndex,
          error: chunk.error ?? { code: 'internal', message: 'Unknown error' },
        })),
      };
    },
  };
}

export type RunContext = ReturnType<typeof createRunContext>;
