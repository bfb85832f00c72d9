import type {
  ExtractionBody,
  ExtractionConfig,
  OntologyDocument,
  RunSteps,
  StepError,
  StepStatus,
} from '@ontoloom/contract';
import {
  MAX_CORRECTIONS,
  chunkContext,
  correctionsFrom,
  createExtractor,
  toStepError,
  type ChunkExtraction,
  type LlmSettings,
} from '@ontoloom/pipeline/extraction';
import type { Config } from '../config';
import type { ExtractionRunRow } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import type { JobQueue } from '../queue/job-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { isActive, startable, type RunContext } from './run-context';
import { creditsOf, UNIT_PRICES, type RunCredits } from './run-credits';
import type { RunResultsRepo } from './run-results.repo';
import type { RunsRepo } from './runs.repo';

export const EXTRACTION_QUEUE = 'run.extraction';
/** One batch of chunks; `startedAt` tells this start (or retry) of the step from earlier ones. */
export type ExtractionJob = { runId: string; batch: number; startedAt: string };

/**
 * Chunks per extraction job: few enough that a lost job redoes little, enough that each job's
 * fixed database work (lock, results, progress, completion) stays small beside the extraction.
 * An LLM answers a chunk in seconds and charges for it: 8. The rules engine takes a few ms a
 * chunk: 32 (bench:runs, 200 PDFs: 8 a job spent about a fifth of the step on that fixed work).
 */
export const extractionBatchSize = (config: ExtractionConfig | null | undefined): number =>
  config?.engine === 'llm' ? 8 : 32;

export const extractionJobKey = (job: ExtractionJob) =>
  `${job.runId}/${job.startedAt}/${job.batch}`;

/** Every name of `names` must be a class of the ontology: 422 naming the first that is not. */
export function checkClasses(
  ontology: OntologyDocument,
  names: string[] | undefined,
  field: string,
) {
  const known = new Set(ontology.classes.map((cls) => cls.name));
  names?.forEach((name, index) => {
    if (!known.has(name)) {
      throw new ValidationError(
        'validation_failed',
        `${field}[${index}]: the ontology version has no class named ${JSON.stringify(name)}`,
      );
    }
  });
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` over `items`, at most `limit` at a time, results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** The extraction step: start (one job per batch of chunks) and each batch's job. */
export function createExtractionStep(deps: {
  repo: RunsRepo;
  results: RunResultsRepo;
  queue: JobQueue;
  context: RunContext;
  runCredits: RunCredits;
  llm: Config['llm'];
  now: () => Date;
}) {
  const { repo, results, queue, context, runCredits, now } = deps;
  const llmSettings: Omit<LlmSettings, 'classes' | 'instructions'> | undefined = deps.llm
    ? {
        base_url: deps.llm.baseUrl,
        model: deps.llm.model,
        api_key: deps.llm.apiKey,
        max_retries: deps.llm.maxRetries,
        timeout_ms: deps.llm.timeoutMs,
      }
    : undefined;

  const current = (run: ExtractionRunRow | undefined, startedAt: string) =>
    !!run && run.steps.extraction.started_at === startedAt && isActive(run.steps.extraction.status);

  /** Queues the batches (all, or those given) under a new `startedAt`, in the caller's transaction. */
  async function sendBatches(
    runId: string,
    batches: number[],
    startedAt: string,
    tx: Parameters<Parameters<RunsRepo['db']['transaction']>[0]>[0],
  ) {
    const executor = drizzleExecutor(tx as never);
    for (const batch of batches) {
      const job = { runId, batch, startedAt };
      await queue.send<ExtractionJob>(EXTRACTION_QUEUE, job, {
        key: extractionJobKey(job),
        tx: executor,
      });
    }
  }

  return {
    sendBatches,

    async start(scope: ProjectScope, runId: string, body: ExtractionBody) {
      const row = await context.owned(scope, runId);
      startable(row, 'extraction');
      const { config } = body;
      if (config.engine === 'llm' && !llmSettings) {
        throw new ValidationError(
          'llm_not_configured',
          'body.config.engine: the llm engine is not configured on this server (LLM_BASE_URL, LLM_MODEL); use the rules engine',
        );
      }
      checkClasses(
        await repo.ontologyOf(row.ontologyVersionId),
        config.classes,
        'body.config.classes',
      );
      await runCredits.assertStartable(row, scope.actor, { step: 'extraction', config });
      // The model learns from what reviewers corrected in earlier runs on this ontology; the
      // step shows which corrections it was given.
      const corrections =
        config.engine === 'llm'
          ? correctionsFrom(
              await repo.reviewedModifications(
                scope.project.id,
                row.ontologyVersionId,
                row.id,
                MAX_CORRECTIONS * 2,
              ),
            )
          : [];
      const at = now();
      const startedAt = at.toISOString();
      const updated = await repo.db.transaction(async (tx) => {
        const run = await repo.lock(row.id, tx);
        if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
        startable(run, 'extraction');
        const { chunks, batches } = await results.queueChunkExtractions(
          run.id,
          extractionBatchSize(config),
          tx,
        );
        if (chunks === 0) {
          throw new ConflictError('run_step_not_ready', 'Chunking left no chunks to extract');
        }
        await results.syncDocumentProgress(run.id, tx);
        const steps: RunSteps = {
          ...run.steps,
          extraction: {
            ...run.steps.extraction,
            status: 'queued',
            params: config,
            progress: { done: 0, total: chunks, failed: 0 },
            error: null,
            started_at: startedAt,
            finished_at: null,
            ...(corrections.length > 0 ? { corrections } : { corrections: undefined }),
          },
        };
        const values = {
          steps,
          currentStep: 'extraction' as const,
          status: 'queued' as const,
          updatedAt: at,
        };
        await repo.updateRun(run.id, values, tx);
        await sendBatches(
          run.id,
          Array.from({ length: batches }, (_, batch) => batch),
          startedAt,
          tx,
        );
        return { ...run, ...values };
      });
      return context.detail(updated);
    },

    /**
     * One batch (a job): its chunks extracted (each failing alone), then their results, the
     * step's progress, at the end its charge, and the job's completion in one transaction.
     */
    async extractBatch(
      job: { id: string; data: ExtractionJob },
      /** Every attempt was lost: the batch's chunks are recorded as failed with this error. */
      lost?: StepError,
    ): Promise<'completed'> {
      const { runId, batch, startedAt } = job.data;
      const run = await repo.byId(runId);
      type Outcome = { chunk: Awaited<ReturnType<RunResultsRepo['batchChunks']>>[number] } & (
        { ok: true; extraction: ChunkExtraction } | { ok: false; error: StepError }
      );
      let outcomes: Outcome[] = [];
      if (run && current(run, startedAt)) {
        // The first batch a worker takes up: the step shows as running, not queued, while the
        // engine (an LLM can take a while) works.
        if (run.steps.extraction.status === 'queued') {
          await repo.db.transaction(async (tx) => {
            const locked = await repo.lock(runId, tx);
            if (!locked || !current(locked, startedAt)) return;
            if (locked.steps.extraction.status !== 'queued') return;
            const steps = {
              ...locked.steps,
              extraction: { ...locked.steps.extraction, status: 'running' as const },
            };
            await repo.updateRun(runId, { steps, status: 'running', updatedAt: now() }, tx);
          });
        }
        const chunks = await results.batchChunks(runId, batch);
        const config = run.steps.extraction.params;
        if (lost) {
          outcomes = chunks.map((chunk) => ({ chunk, ok: false, error: lost }));
        } else if (chunks.length > 0 && config) {
          const ontology = await repo.ontologyOf(run.ontologyVersionId);
          const extractor = createExtractor(
            ontology,
            config,
            { llm: llmSettings },
            run.steps.extraction.corrections,
          );
          // The rules engine reads each chunk with the document's text before it.
          const before =
            config.engine === 'rules' ? await results.contextChunks(runId, chunks) : [];
          outcomes = await mapLimited(
            chunks,
            config.concurrency,
            async (chunk): Promise<Outcome> => {
              // The rules engine is synchronous: other requests get their turn between chunks.
              await yieldToLoop();
              try {
                const extraction = await extractor.extract(
                  {
                    id: chunk.chunkId,
                    document_id: chunk.documentId,
                    index: chunk.chunkIndex,
                    text: chunk.text,
                    start: chunk.start,
                    end: chunk.end,
                    pages: chunk.pages,
                    page_starts:
                      chunk.pageStarts ??
                      chunk.pages.map((_, i) => (i === 0 ? chunk.start : chunk.end)),
                    token_count: chunk.tokenCount,
                  },
                  {
                    context: chunkContext(
                      { index: chunk.chunkIndex, start: chunk.start },
                      before.filter((c) => c.documentId === chunk.documentId),
                    ),
                  },
                );
                return { chunk, ok: true, extraction };
              } catch (error) {
                return { chunk, ok: false, error: toStepError(error) };
              }
            },
          );
        }
      }
      await repo.db.transaction(async (tx) => {
        const locked = await repo.lock(runId, tx);
        if (locked && current(locked, startedAt)) {
          await results.saveChunkResults(
            outcomes.map((outcome) => ({
              runId,
              documentId: outcome.chunk.documentId,
              chunkIndex: outcome.chunk.chunkIndex,
              chunkId: outcome.chunk.chunkId,
              batch,
              characters: outcome.chunk.characters,
              ...(outcome.ok
                ? {
                    status: 'succeeded' as const,
                    error: null,
                    entities: outcome.extraction.entities,
                    relations: outcome.extraction.relations,
                    dropped: outcome.extraction.dropped,
                    usage: outcome.extraction.usage,
                  }
                : {
                    status: 'failed' as const,
                    error: outcome.error,
                    entities: [],
                    relations: [],
                    dropped: [],
                    usage: null,
                  }),
            })),
            tx,
          );
          await results.syncDocumentProgress(runId, tx, [
            ...new Set(outcomes.map((outcome) => outcome.chunk.documentId)),
          ]);
          const counts = await results.extractionCounts(runId, tx);
          const done = counts.succeeded + counts.failed + counts.canceled;
          const allDone = done >= counts.total;
          const at = now();
          const step = locked.steps.extraction;
          let status: StepStatus = 'running';
          let error: StepError | null = null;
          let charged = 0;
          if (allDone) {
            status = counts.succeeded > 0 ? 'succeeded' : 'failed';
            if (counts.failed > 0) {
              const first = await results.firstChunkError(runId, tx);
              error = {
                code: counts.succeeded > 0 ? 'chunks_failed' : 'extraction_failed',
                message: `${counts.failed} of ${counts.total} chunks failed${first ? `; the first: ${first.message}` : ''}`,
              };
            }
            const used = await results.takeUncharged(runId, tx);
            const amount =
              step.params?.engine === 'llm'
                ? creditsOf(used.tokens, UNIT_PRICES.llmTokensPerCredit)
                : creditsOf(used.chunks, UNIT_PRICES.rulesChunksPerCredit);
            charged = await runCredits.charge(
              tx,
              locked,
              await repo.ownerOf(locked.projectId, tx),
              'extraction',
              amount,
            );
          }
          const steps: RunSteps = {
            ...locked.steps,
            extraction: {
              ...step,
              status,
              error,
              credits: step.credits + charged,
              progress: { done, total: counts.total, failed: counts.failed },
              finished_at: allDone ? at.toISOString() : null,
            },
          };
          await repo.updateRun(
            runId,
            {
              steps,
              currentStep: status === 'succeeded' ? 'dnf_build' : 'extraction',
              status: status === 'succeeded' ? 'pending' : status,
              creditsUsed: Number(locked.creditsUsed) + charged,
              updatedAt: at,
            },
            tx,
          );
        }
        await queue.complete(EXTRACTION_QUEUE, [job.id], drizzleExecutor(tx as never));
      });
      return 'completed';
    },
  };
}

export type ExtractionStep = ReturnType<typeof createExtractionStep>;
