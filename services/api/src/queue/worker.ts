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
  /**
   * How often the jobs in hand are said to be alive (`JobQueue.keepAlive`): well under the
   * queues' expiry, so only a dead (or frozen) worker's jobs expire, never a slow job's.
   * Without it a job running longer than its expiry runs again elsewhere, side by side.
   */
  keepAliveMs?: number;
  /** Called once a job is completed or failed (tests and progress wait on it). */
  onJobDone?: (name: string, job: Job<never>, error?: Error) => void;
};

export type Worker = {
  /** Stops fetching and waits for the jobs in hand. */
  stop(): Promise<void>;
};

/**
 * Runs jobs: the in-process worker of `pnpm start`, and the loop of each `pnpm worker` process.
 * Each queue has its own lane that keeps up to `batchSize` of its jobs in hand: as soon as one
 * finishes, the lane fetches the next, so one job's database writes overlap the next one's work and
 * a busy queue never waits for the slowest job of a batch or for the other queues' polls. A send
 * from this process (or a NOTIFY from another) wakes the lanes at once; otherwise an idle lane
 * polls, backing off, so an idle worker costs a query per queue every couple of seconds.
 */
export function startWorker({
  queue,
  handlers,
  idleDelayMs = [50, 2000],
  log = () => {},
  keepAliveMs,
  onJobDone = () => {},
}: WorkerOptions): Worker {
  let stopping = false;
  /** The ids of the jobs in hand, per queue. */
  const held = new Map<string, Set<string>>(Object.keys(handlers).map((name) => [name, new Set()]));
  let keeping: Promise<unknown> | undefined;
  const keepAlive = () => {
    if (keeping) return; // The last round trip has not come back yet.
    keeping = Promise.all(
      [...held].map(([name, ids]) =>
        ids.size === 0
          ? undefined
          : queue
              .keepAlive(name, [...ids])
              .catch((error: Error) => log(`keeping ${name} jobs alive failed: ${error.message}`)),
      ),
    ).finally(() => (keeping = undefined));
  };
  const keepAliveTimer =
    keepAliveMs === undefined ? undefined : setInterval(keepAlive, keepAliveMs).unref();
  const wakers = new Map<string, () => void>();
  const unsubscribe = queue.onSend((name) => wakers.get(name)?.());

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

  const lane = async (name: string, handler: JobHandler<never>) => {
    const inHand = new Set<Promise<void>>();
    let delay = idleDelayMs[0];
    let woken = false;
    // Resolves on a wake-up (a send to this queue, or stop) or after `ms`.
    const pause = (ms: number, orJobDone: boolean) =>
      new Promise<void>((resolve) => {
        if (woken) {
          woken = false;
          return resolve();
        }
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          // Only this pause's own waker is put back (a late call must not undo a newer pause's).
          if (wakers.get(name) === done) wakers.set(name, () => (woken = true));
          resolve();
        }
        wakers.set(name, done);
        if (orJobDone && inHand.size > 0) void Promise.race(inHand).then(done);
      });
    wakers.set(name, () => (woken = true));
    while (!stopping) {
      const free = handler.batchSize - inHand.size;
      const jobs =
        free > 0
          ? await queue.fetch<never>(name, free).catch((error: Error) => {
              log(`fetching ${name} failed: ${error.message}`);
              return [];
            })
          : [];
      const ids = held.get(name)!;
      for (const job of jobs) {
        ids.add(job.id);
        const running: Promise<void> = runOne(name, handler, job).finally(() => {
          inHand.delete(running);
          ids.delete(job.id);
        });
        inHand.add(running);
      }
      if (stopping) break;
      if (jobs.length > 0) {
        delay = idleDelayMs[0];
        // Hands full: the next fetch waits for a job to finish.
        if (inHand.size >= handler.batchSize) await Promise.race(inHand);
        continue;
      }
      if (inHand.size > 0) {
        // Jobs in hand, the queue empty for now: look again when one finishes or on a send.
        await pause(delay, true);
      } else {
        await pause(delay, false);
        delay = Math.min(delay * 2, idleDelayMs[1]);
      }
    }
    await Promise.all(inHand);
  };

  const lanes = Promise.all(Object.entries(handlers).map(([name, handler]) => lane(name, handler)));

  return {
    async stop() {
      stopping = true;
      for (const wake of [...wakers.values()]) wake();
      unsubscribe();
      await lanes;
      clearInterval(keepAliveTimer);
      await keeping;
    },
  };
}
