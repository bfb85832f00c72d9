import type {
  DedupCandidates,
  DnfBuildBody,
  DnfExecuteBody,
  DnfRule,
  RunSteps,
  StepError,
} from '@ontoloom/contract';
import { buildRules, candidatePairs, executeDedup } from '@ontoloom/pipeline/dedup';
import { toStepError } from '@ontoloom/pipeline/extraction';
import type { ExtractionRunRow } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import type { JobQueue } from '../queue/job-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import { checkClasses } from './extraction.step';
import { finalRows, toEntity } from './result-rows';
import { actionable, isActive, startable, type RunContext, type Session } from './run-context';
import { allPairs, creditsOf, UNIT_PRICES, type RunCredits } from './run-credits';
import type { RunResultsRepo } from './run-results.repo';
import type { RunsRepo } from './runs.repo';

export const DEDUP_QUEUE = 'run.dedup';
export type DedupStepName = 'dnf_build' | 'dnf_execute';
export type DedupJob = { runId: string; step: DedupStepName; startedAt: string };
export const dedupJobKey = (job: DedupJob) => `${job.runId}/${job.step}/${job.startedAt}`;

/** Candidate pairs kept per class after dnf_build (the review list reads the best of them). */
export const CANDIDATES_PER_CLASS = 1000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deduplication: dnf_build learns blocking rules and the candidate pairs they propose;
 * dnf_execute merges into the final results; skip passes the extracted results through. Build
 * and execute are one queued job each (entity counts are small, but not for the request's loop).
 */
export function createDedupStep(deps: {
  repo: RunsRepo;
  results: RunResultsRepo;
  queue: JobQueue;
  context: RunContext;
  runCredits: RunCredits;
  now: () => Date;
}) {
  const { repo, results, queue, context, runCredits, now } = deps;

  async function extracted(runId: string) {
    const rows = await results.succeededExtractions(runId);
    return {
      entities: rows.flatMap((row) => row.entities),
      relations: rows.flatMap((row) => row.relations),
    };
  }

  async function start(
    scope: ProjectScope,
    runId: string,
    step: DedupStepName,
    config: DnfBuildBody['config'] | DnfExecuteBody['config'],
  ) {
    const row = await context.owned(scope, runId);
    startable(row, step);
    const ontology = await repo.ontologyOf(row.ontologyVersionId);
    checkClasses(ontology, config.classes, 'body.config.classes');
    if ('rules' in config && config.rules) {
      checkClasses(
        ontology,
        config.rules.map((rule) => rule.class_name),
        'body.config.rules[].class_name',
      );
    }
    await runCredits.assertStartable(
      row,
      scope.actor,
      step === 'dnf_build'
        ? { step, config: config as DnfBuildBody['config'] }
        : { step, config: config as DnfExecuteBody['config'] },
    );
    const at = now();
    const startedAt = at.toISOString();
    const updated = await repo.db.transaction(async (tx) => {
      const run = await repo.lock(row.id, tx);
      if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
      startable(run, step);
      const base = {
        status: 'queued' as const,
        progress: { done: 0, total: 1 },
        error: null,
        started_at: startedAt,
        finished_at: null,
      };
      const steps: RunSteps =
        step === 'dnf_build'
          ? {
              ...run.steps,
              dnf_build: {
                ...run.steps.dnf_build,
                ...base,
                params: config as DnfBuildBody['config'],
                rules: [],
              },
            }
          : {
              ...run.steps,
              dnf_execute: {
                ...run.steps.dnf_execute,
                ...base,
                params: config as DnfExecuteBody['config'],
                merged_count: 0,
              },
            };
      const values = { steps, currentStep: step, status: 'queued' as const, updatedAt: at };
      await repo.updateRun(run.id, values, tx);
      await sendJob({ runId: run.id, step, startedAt }, tx);
      return { ...run, ...values };
    });
    return context.detail(updated);
  }

  async function sendJob(job: DedupJob, tx: Session) {
    await queue.send<DedupJob>(DEDUP_QUEUE, job, {
      key: dedupJobKey(job),
      tx: drizzleExecutor(tx as never),
    });
  }

  const current = (run: ExtractionRunRow | undefined, job: DedupJob) =>
    !!run &&
    run.steps[job.step].started_at === job.startedAt &&
    isActive(run.steps[job.step].status);

  /** The work of a dedup job, off any transaction; what to write comes back as a function. */
  async function compute(run: ExtractionRunRow, job: DedupJob) {
    const { entities, relations } = await extracted(run.id);
    const ontology = await repo.ontologyOf(run.ontologyVersionId);
    await yieldToLoop();
    if (job.step === 'dnf_build') {
      const config = run.steps.dnf_build.params!;
      const learned = buildRules(entities, ontology, config);
      await yieldToLoop();
      const candidates = candidatePairs(entities, ontology, learned, {
        limitPerClass: CANDIDATES_PER_CLASS,
      });
      const rules: DnfRule[] = learned.map((rule) => ({
        class_name: rule.class_name,
        disjuncts: rule.disjuncts,
        estimated_comparisons: Math.round(rule.estimated_comparisons),
        estimated_recall: Math.min(1, Math.max(0, rule.estimated_recall)),
      }));
      const counts = new Map<string, number>();
      for (const entity of entities) {
        if (!config.classes || config.classes.includes(entity.class_name)) {
          counts.set(entity.class_name, (counts.get(entity.class_name) ?? 0) + 1);
        }
      }
      const comparisons = [...counts.values()].reduce((sum, count) => sum + allPairs(count), 0);
      return {
        amount: creditsOf(comparisons, UNIT_PRICES.dnfBuildComparisonsPerCredit),
        write: async (tx: Session, steps: RunSteps) => {
          await results.replaceCandidates(run.id, candidates.pairs, tx);
          steps.dnf_build = { ...steps.dnf_build, rules };
          return { currentStep: 'dnf_execute' as const, status: 'pending' as const };
        },
      };
    }
    const config = run.steps.dnf_execute.params!;
    const outcome = executeDedup(entities, relations, ontology, config, {
      rules: run.steps.dnf_build.rules,
    });
    const compared = outcome.stats.reduce((sum, stats) => sum + stats.compared_pairs, 0);
    const rows = finalRows(outcome.entities, outcome.relations);
    return {
      amount: creditsOf(compared, UNIT_PRICES.dnfExecuteComparisonsPerCredit),
      write: async (tx: Session, steps: RunSteps) => {
        await results.replaceFinal(run.id, rows.entities, rows.relations, tx);
        steps.dnf_execute = { ...steps.dnf_execute, merged_count: outcome.merged_count };
        return { currentStep: null, status: 'succeeded' as const };
      },
    };
  }

  return {
    startBuild: (scope: ProjectScope, runId: string, body: DnfBuildBody) =>
      start(scope, runId, 'dnf_build', body.config),
    startExecute: (scope: ProjectScope, runId: string, body: DnfExecuteBody) =>
      start(scope, runId, 'dnf_execute', body.config),
    sendJob,

    /** Final results = extracted results, unmerged; both dedup steps `skipped`. */
    async skip(scope: ProjectScope, runId: string) {
      const row = await context.owned(scope, runId);
      actionable(row);
      const check = (run: ExtractionRunRow) => {
        if (run.steps.extraction.status !== 'succeeded') {
          throw new ConflictError(
            'run_step_not_ready',
            `Deduplication can be skipped only after extraction has succeeded (it is ${run.steps.extraction.status})`,
          );
        }
        for (const step of ['dnf_build', 'dnf_execute'] as const) {
          if (isActive(run.steps[step].status)) {
            throw new ConflictError('run_step_running', `${step} is ${run.steps[step].status}`);
          }
        }
        if (
          run.steps.dnf_execute.status === 'succeeded' ||
          run.steps.dnf_execute.status === 'skipped'
        ) {
          throw new ConflictError(
            'run_step_not_ready',
            `Deduplication is already ${run.steps.dnf_execute.status === 'skipped' ? 'skipped' : 'done'}`,
          );
        }
      };
      check(row);
      const at = now();
      const updated = await repo.db.transaction(async (tx) => {
        const run = await repo.lock(row.id, tx);
        if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
        actionable(run);
        check(run);
        // Skipping passes the extracted results through unmerged (what `skipDedup` does).
        await results.replaceFinalFromExtractions(run.id, tx);
        const skipped = {
          status: 'skipped' as const,
          progress: { done: 0, total: 0 },
          error: null,
          finished_at: at.toISOString(),
        };
        const steps: RunSteps = {
          ...run.steps,
          dnf_build: { ...run.steps.dnf_build, ...skipped },
          dnf_execute: { ...run.steps.dnf_execute, ...skipped, merged_count: 0 },
        };
        const values = { steps, currentStep: null, status: 'succeeded' as const, updatedAt: at };
        await repo.updateRun(run.id, values, tx);
        return { ...run, ...values };
      });
      return context.detail(updated);
    },

    /** The pairs the learned rules propose, best first (after dnf_build). */
    async candidates(
      scope: ProjectScope,
      runId: string,
      query: { class_name?: string | undefined; limit: number },
    ): Promise<DedupCandidates> {
      const row = await context.owned(scope, runId);
      if (row.steps.dnf_build.status !== 'succeeded') {
        throw new ConflictError(
          'run_step_not_ready',
          `Candidates exist once dnf_build has succeeded (it is ${row.steps.dnf_build.status})`,
        );
      }
      const { total, pairs } = await results.candidates(row.id, query.class_name, query.limit);
      const ids = [...new Set(pairs.flatMap((pair) => [pair.leftId, pair.rightId]))];
      const byId = new Map(
        (await results.extractedEntitiesById(row.id, ids)).map((entity) => [entity.id, entity]),
      );
      return {
        total,
        pairs: pairs.flatMap((pair) => {
          const left = byId.get(pair.leftId);
          const right = byId.get(pair.rightId);
          return left && right
            ? [
                {
                  class_name: pair.className,
                  left: toEntity(left),
                  right: toEntity(right),
                  score: Math.min(1, Math.max(0, pair.score)),
                },
              ]
            : [];
        }),
      };
    },

    /** One dedup step (a job): computed, then written with its charge and the job's completion. */
    async runJob(
      job: { id: string; data: DedupJob },
      /** Every attempt was lost: the step is recorded as failed with this error. */
      lost?: StepError,
    ): Promise<'completed'> {
      const run = await repo.byId(job.data.runId);
      let outcome: Awaited<ReturnType<typeof compute>> | { error: unknown } | null = null;
      if (run && current(run, job.data) && lost) {
        outcome = { error: lost };
      } else if (run && current(run, job.data)) {
        try {
          outcome = await compute(run, job.data);
        } catch (error) {
          outcome = { error };
        }
      }
      await repo.db.transaction(async (tx) => {
        const locked = await repo.lock(job.data.runId, tx);
        if (locked && outcome && current(locked, job.data)) {
          const at = now();
          const steps: RunSteps = { ...locked.steps };
          const step = job.data.step;
          let next: {
            currentStep: 'dnf_execute' | 'dnf_build' | null;
            status: 'pending' | 'succeeded' | 'failed';
          };
          let charged = 0;
          if ('error' in outcome) {
            steps[step] = {
              ...steps[step],
              status: 'failed',
              error: isStepError(outcome.error) ? outcome.error : toStepError(outcome.error),
              finished_at: at.toISOString(),
            } as never;
            next = { currentStep: step, status: 'failed' };
          } else {
            next = await outcome.write(tx, steps);
            charged = await runCredits.charge(
              tx,
              locked,
              await repo.ownerOf(locked.projectId, tx),
              step,
              outcome.amount,
            );
            steps[step] = {
              ...steps[step],
              status: 'succeeded',
              error: null,
              credits: steps[step].credits + charged,
              progress: { done: 1, total: 1 },
              finished_at: at.toISOString(),
            } as never;
          }
          await repo.updateRun(
            locked.id,
            {
              steps,
              ...next,
              creditsUsed: Number(locked.creditsUsed) + charged,
              updatedAt: at,
            },
            tx,
          );
        }
        await queue.complete(DEDUP_QUEUE, [job.id], drizzleExecutor(tx as never));
      });
      return 'completed';
    },
  };
}

export type DedupStep = ReturnType<typeof createDedupStep>;

const isStepError = (value: unknown): value is StepError =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  typeof (value as StepError).code === 'string' &&
  typeof (value as StepError).message === 'string';
