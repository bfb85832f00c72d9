import type { Job, JobQueue } from './job-queue';

export type JobHandler<T> = {
  /**
   * Does the job. It must be idempotent: a worker killed half-way leaves the job active until it
   * expires, then another worker runs it again. Returning 'completed' says the handler completed
   * the job itself (in the transaction that wrote its results).
   */
  handle(job: Job<T>): Promise<void | 'completed'>;
  /** Jobs fetched at once, and run side by side. */
  batchSize: number;
};

export type WorkerOptions = {
  queue: JobQueue;
  handlers: Record<string, JobHandler<never>>;
  /** Polling backs off from the first to the second delay while queues stay empty. */
  idleDelayMs?: [number, number];
  log?: (message: string) => void;
  /** Called once a job is completed or failed (tests and progress wait on it). */
  onJobDone?: (name: string, job: Job<never>, error?: Error) => void;
};

export type Worker = {
  /** Stops fetching and waits for the jobs in hand. */
  stop(): Promise<void>;
};

/**
 * Fetches jobs in batches and runs them: the in-process worker of `pnpm start`, and the loop of
 * each `pnpm worker` process. A send from this process wakes it at once; otherwise it polls,
 * backing off while idle, so an idle worker costs a query every couple of seconds.
 */
export function startWorker({
  queue,
  handlers,
  idleDelayMs = [50, 2000],
  log = () => {},
  onJobDone = () => {},
}: WorkerOptions): Worker {
  let stopping = false;
  let wake: (() => void) | null = null;
  const unsubscribe = queue.onSend((name) => {
    if (name in handlers) wake?.();
  });

  const runOne = async (name: string, handler: JobHandler<never>, job: Job<never>) => {
    try {
      const outcome = await handler.handle(job);
      if (outcome !== 'completed') await queue.complete(name, [job.id]);
      onJobDone(name, job);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      log(`job ${name} ${job.id} failed: ${error.message}`);
      await queue.fail(name, job.id, { message: error.message }).catch(() => {});
      onJobDone(name, job, error);
    }
  };

  const loop = (async () => {
    let delay = idleDelayMs[0];
    while (!stopping) {
      let worked = false;
      for (const [name, handler] of Object.entries(handlers)) {
        if (stopping) break;
        const jobs = await queue.fetch<never>(name, handler.batchSize).catch((error: Error) => {
          log(`fetching ${name} failed: ${error.message}`);
          return [];
        });
        if (jobs.length === 0) continue;
        worked = true;
        await Promise.all(jobs.map((job) => runOne(name, handler, job)));
      }
      if (worked) {
        delay = idleDelayMs[0];
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      delay = Math.min(delay * 2, idleDelayMs[1]);
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      unsubscribe();
      await loop;
    },
  };
}
