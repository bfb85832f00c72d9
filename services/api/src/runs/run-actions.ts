import type { OntologyDocument, RunSteps, StepName, UnstructuredAction } from '@ontoloom/contract';
import type { CreditsService } from '../credits/credits.service';
import type { ExtractionRunRow } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import type { JobQueue } from '../queue/job-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { DEDUP_QUEUE, dedupJobKey, type DedupStep } from './dedup.step';
import {
  extractionBatchSize,
  EXTRACTION_QUEUE,
  extractionJobKey,
  type ExtractionStep,
} from './extraction.step';
import { planModification, type ManualAction } from './run-modifications';
import {
  actionable,
  hasFinalResults,
  isActive,
  STEP_ORDER,
  type RunContext,
  type Session,
} from './run-context';
import type { RunResultsRepo } from './run-results.repo';
import {
  CHUNKING_QUEUE,
  TEXT_EXTRACTION_QUEUE,
  type ChunkingJob,
  type TextExtractionJob,
} from './runs.service';
import type { RunsRepo } from './runs.repo';

/**
 * `PATCH …/text_extraction/{id}`: cancel what runs, retry what failed, and manual modifications
 * of the final results (each undoable). Answers the run's detail.
 */
export function createRunActions(deps: {
  repo: RunsRepo;
  results: RunResultsRepo;
  queue: JobQueue;
  context: RunContext;
  credits: CreditsService;
  extraction: ExtractionStep;
  dedup: DedupStep;
  now: () => Date;
}) {
  const { repo, results, queue, context, credits, extraction, dedup, now } = deps;

  /** Waiting jobs of the step are canceled; running ones find their step no longer current. */
  async function cancelJobs(run: ExtractionRunRow, step: StepName, tx: Session) {
    const executor = drizzleExecutor(tx as never);
    const startedAt = run.steps[step].started_at ?? '';
    const documents = await repo.documentsOf(run.id, tx);
    if (step === 'text_extraction') {
      await queue.cancel(
        TEXT_EXTRACTION_QUEUE,
        documents.map((document) => `${run.id}/${document.documentId}`),
        executor,
      );
    } else if (step === 'chunking') {
      await queue.cancel(
        CHUNKING_QUEUE,
        documents.map((document) => `${run.id}/${document.documentId}/${startedAt}`),
        executor,
      );
    } else if (step === 'extraction') {
      const total = run.steps.extraction.progress.total;
      const batches = Math.ceil(total / extractionBatchSize(run.steps.extraction.params));
      await queue.cancel(
        EXTRACTION_QUEUE,
        Array.from({ length: batches }, (_, batch) =>
          extractionJobKey({ runId: run.id, batch, startedAt }),
        ),
        executor,
      );
    } else {
      await queue.cancel(DEDUP_QUEUE, [dedupJobKey({ runId: run.id, step, startedAt })], executor);
    }
  }

  async function cancel(run: ExtractionRunRow, tx: Session) {
    const step = STEP_ORDER.find((name) => isActive(run.steps[name].status));
    if (!step)
      throw new ConflictError('run_not_running', 'No step of this run is queued or running');
    const at = now();
    if (step === 'text_extraction' || step === 'chunking') {
      for (const document of await repo.documentsOf(run.id, tx)) {
        if (isActive(document.status)) {
          await repo.updateDocument(run.id, document.documentId, { status: 'canceled' }, tx);
        }
      }
    }
    if (step === 'extraction') {
      await results.cancelQueuedChunks(run.id, tx);
      await results.syncDocumentProgress(run.id, tx);
    }
    await cancelJobs(run, step, tx);
    const steps = {
      ...run.steps,
      [step]: { ...run.steps[step], status: 'canceled', finished_at: at.toISOString() },
    } as RunSteps;
    return { steps, currentStep: step, status: 'canceled' as const, updatedAt: at };
  }

  async function retryFailed(run: ExtractionRunRow, step: StepName, tx: Session) {
    const state = run.steps[step];
    if (isActive(state.status)) {
      throw new ConflictError('run_step_running', `${step} is already ${state.status}`);
    }
    const later = STEP_ORDER.slice(STEP_ORDER.indexOf(step) + 1).find(
      (name) => run.steps[name].status !== 'pending',
    );
    if (later) {
      throw new ConflictError(
        'run_step_not_ready',
        `${step} cannot be retried once ${later} has started`,
      );
    }
    const at = now();
    const startedAt = at.toISOString();
    const executor = drizzleExecutor(tx as never);
    const nothing = () =>
      new ConflictError('run_nothing_to_retry', `${step} has no failed or canceled items to retry`);
    const queued = { status: 'queued' as const, error: null, finished_at: null };
    if (step === 'text_extraction' || step === 'chunking') {
      const documents = (await repo.documentsOf(run.id, tx)).filter(
        (document) =>
          (document.status === 'failed' || document.status === 'canceled') &&
          (step === 'text_extraction' || document.pages !== null),
      );
      if (documents.length === 0) throw nothing();
      for (const document of documents) {
        await repo.updateDocument(
          run.id,
          document.documentId,
          { status: 'queued', progress: { done: 0, total: 1 }, error: null },
          tx,
        );
        if (step === 'text_extraction') {
          await queue.send<TextExtractionJob>(
            TEXT_EXTRACTION_QUEUE,
            { runId: run.id, documentId: document.documentId },
            { key: `${run.id}/${document.documentId}/retry/${startedAt}`, tx: executor },
          );
        } else {
          await queue.send<ChunkingJob>(
            CHUNKING_QUEUE,
            { runId: run.id, documentId: document.documentId, startedAt },
            { key: `${run.id}/${document.documentId}/${startedAt}`, tx: executor },
          );
        }
      }
      // Chunking's jobs carry the step's start: the retry is a new one.
      const extra = step === 'chunking' ? { started_at: startedAt } : {};
      return { ...run.steps, [step]: { ...state, ...queued, ...extra } } as RunSteps;
    }
    if (step === 'extraction') {
      const batches = await results.requeueFailedChunks(run.id, tx);
      if (batches.length === 0) throw nothing();
      await extraction.sendBatches(run.id, batches, startedAt, tx as never);
      await results.syncDocumentProgress(run.id, tx);
      const counts = await results.extractionCounts(run.id, tx);
      return {
        ...run.steps,
        extraction: {
          ...run.steps.extraction,
          ...queued,
          started_at: startedAt,
          progress: { done: counts.succeeded, total: counts.total, failed: 0 },
        },
      };
    }
    if (state.status !== 'failed' && state.status !== 'canceled') throw nothing();
    await dedup.sendJob({ runId: run.id, step, startedAt }, tx);
    return { ...run.steps, [step]: { ...state, ...queued, started_at: startedAt } } as RunSteps;
  }

  async function modify(
    run: ExtractionRunRow,
    action: ManualAction | { type: 'undo' },
    ontology: OntologyDocument,
    tx: Session,
  ) {
    if (!hasFinalResults(run)) {
      throw new ConflictError(
        'run_results_not_ready',
        'The run has no final results to modify: execute or skip deduplication first',
      );
    }
    const last = await results.lastModification(run.id, tx);
    if (action.type === 'undo') {
      if (!last) throw new ConflictError('run_nothing_to_undo', 'No modification is left to undo');
      await results.applyChange(
        run.id,
        {
          removeEntities: last.after.entity_ids,
          removeRelations: last.after.relation_ids,
          entities: last.before.entities,
          relations: last.before.relations,
        },
        tx,
      );
      await results.deleteModification(last.id, tx);
      return;
    }
    const [entities, relations] = await Promise.all([
      results.finalEntities(run.id, tx),
      results.finalRelations(run.id, tx),
    ]);
    const change = planModification(action, entities, relations, ontology);
    const touchedEntities = new Set([
      ...change.removeEntities,
      ...change.entities.map((row) => row.entityId),
    ]);
    const touchedRelations = new Set([
      ...change.removeRelations,
      ...change.relations.map((row) => row.relationId),
    ]);
    await results.insertModification(
      {
        runId: run.id,
        sequence: (last?.sequence ?? 0) + 1,
        action,
        before: {
          entities: entities
            .filter((row) => touchedEntities.has(row.entityId))
            .map(({ runId: _runId, ...row }) => row),
          relations: relations
            .filter((row) => touchedRelations.has(row.relationId))
            .map(({ runId: _runId, ...row }) => row),
        },
        after: {
          entity_ids: change.entities.map((row) => row.entityId),
          relation_ids: change.relations.map((row) => row.relationId),
        },
        createdAt: now(),
      },
      tx,
    );
    await results.applyChange(run.id, change, tx);
  }

  return {
    async patch(scope: ProjectScope, runId: string, action: UnstructuredAction) {
      const row = await context.owned(scope, runId);
      actionable(row);
      // Read before the transaction: on PGlite (one connection) a read beside it would wait on it.
      if (action.type === 'retry_failed') await credits.assertWithinQuota(scope.actor);
      const ontology =
        action.type === 'cancel' || action.type === 'retry_failed'
          ? null
          : await repo.ontologyOf(row.ontologyVersionId);
      const updated = await repo.db.transaction(async (tx) => {
        const run = await repo.lock(row.id, tx);
        if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
        actionable(run);
        const at = now();
        if (action.type === 'cancel') {
          const values = await cancel(run, tx);
          await repo.updateRun(run.id, values, tx);
          return { ...run, ...values };
        }
        if (action.type === 'retry_failed') {
          const steps = await retryFailed(run, action.step, tx);
          const values = {
            steps,
            currentStep: action.step,
            status: 'queued' as const,
            updatedAt: at,
          };
          await repo.updateRun(run.id, values, tx);
          return { ...run, ...values };
        }
        await modify(run, action, ontology!, tx);
        await repo.updateRun(run.id, { updatedAt: at }, tx);
        return { ...run, updatedAt: at };
      });
      return context.detail(updated);
    },
  };
}
