import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import type { JobQueue } from '../src/queue/job-queue';
import { createPgBossQueue, QUEUE_SCHEMA } from '../src/queue/pg-boss-queue';
import { drizzleExecutor } from '../src/queue/sql-executor';
import { startWorker, type Worker } from '../src/queue/worker';
import { databases } from './support/databases';

type Work = { key: string; failTimes?: number };

/** Counts finished jobs; `until` re-checks a condition each time one more has finished. */
function jobEvents() {
  let version = 0;
  let waiters: (() => void)[] = [];
  return {
    bump() {
      version += 1;
      for (const waiter of waiters) waiter();
      waiters = [];
    },
    async until(check: () => Promise<boolean>) {
      for (;;) {
        const seen = version;
        if (await check()) return;
        if (version === seen) await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

describe.each(databases())('job queue (pg-boss) on $name', (database) => {
  let handle: DatabaseHandle;
  let queue: JobQueue;
  let worker: Worker | null = null;

  beforeAll(async () => {
    handle = await database.open();
    queue = createPgBossQueue(drizzleExecutor(handle.db, handle), { supervise: false });
    await queue.start();
    await handle.db.execute(
      sql`CREATE TABLE IF NOT EXISTS queue_test_done (key text PRIMARY KEY, runs int NOT NULL)`,
    );
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await queue.stop();
    await handle.close();
  });

  /** A worker whose handler records each run; every finished job pokes `events`. */
  function work(name: string) {
    const attempts = new Map<string, number>();
    const events = jobEvents();
    worker = startWorker({
      queue,
      idleDelayMs: [10, 100],
      onJobDone: () => events.bump(),
      handlers: {
        [name]: {
          batchSize: 5,
          async handle(job) {
            const data = job.data as Work;
            const attempt = (attempts.get(data.key) ?? 0) + 1;
            attempts.set(data.key, attempt);
            if (attempt <= (data.failTimes ?? 0)) throw new Error(`attempt ${attempt} fails`);
            await handle.db.execute(
              sql`INSERT INTO queue_test_done (key, runs) VALUES (${data.key}, 1)
                  ON CONFLICT (key) DO UPDATE SET runs = queue_test_done.runs + 1`,
            );
          },
        },
      },
    });
    return { attempts, events };
  }

  const doneKeys = async (prefix: string) => {
    const result = await handle.db.execute(
      sql`SELECT key, runs FROM queue_test_done WHERE key LIKE ${`${prefix}%`} ORDER BY key`,
    );
    return (result as unknown as { rows: { key: string; runs: number }[] }).rows.map(
      (row) => `${row.key}:${row.runs}`,
    );
  };

  test('R12 jobs sent are run once each by a batch-fetching worker; a duplicate key is not queued twice', async () => {
    await queue.define({
      name: 'test-once',
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    for (let index = 0; index < 12; index += 1) {
      await queue.send(
        'test-once',
        { key: `once-${String(index).padStart(2, '0')}` },
        { key: `once-${index}` },
      );
    }
    // The same work again while it waits: refused, not duplicated.
    expect(await queue.send('test-once', { key: 'once-00' }, { key: 'once-0' })).toBeNull();
    const { events } = work('test-once');
    await events.until(async () => (await queue.counts('test-once')).completed === 12);
    expect(await doneKeys('once-')).toEqual(
      Array.from({ length: 12 }, (_, index) => `once-${String(index).padStart(2, '0')}:1`),
    );
    expect(await queue.counts('test-once')).toMatchObject({ queued: 0, active: 0, failed: 0 });
  });

  test('R12 a failing job is retried up to its limit, then stays failed with its error', async () => {
    await queue.define({
      name: 'test-retry',
      retryLimit: 2,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    await queue.send('test-retry', { key: 'retry-ok', failTimes: 2 });
    await queue.send('test-retry', { key: 'retry-never', failTimes: 99 });
    const { attempts, events } = work('test-retry');
    await events.until(async () => {
      const counts = await queue.counts('test-retry');
      return counts.completed === 1 && counts.failed === 1;
    });
    expect(await doneKeys('retry-')).toEqual(['retry-ok:1']);
    // The first try and two retries, no more.
    expect(attempts.get('retry-never')).toBe(3);
    expect(attempts.get('retry-ok')).toBe(3);
  });

  test('R12 a job sent in a transaction that rolls back does not exist', async () => {
    await queue.define({
      name: 'test-tx',
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    await handle.db
      .transaction(async (tx) => {
        await queue.send('test-tx', { key: 'tx-1' }, { tx: drizzleExecutor(tx as never) });
        throw new Error('roll back');
      })
      .catch(() => {});
    await handle.db.transaction(async (tx) => {
      await queue.send('test-tx', { key: 'tx-2' }, { tx: drizzleExecutor(tx as never) });
    });
    expect(await queue.counts('test-tx')).toMatchObject({ queued: 1 });
  });

  test('R12 waiting jobs are canceled by their keys; the others still run', async () => {
    await queue.define({
      name: 'test-cancel',
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    for (const key of ['cancel-a', 'cancel-b', 'cancel-c']) {
      await queue.send('test-cancel', { key }, { key });
    }
    // An unknown key is no error.
    await queue.cancel('test-cancel', ['cancel-a', 'cancel-c', 'cancel-unknown']);
    const { events } = work('test-cancel');
    await events.until(async () => (await queue.counts('test-cancel')).completed === 1);
    expect(await doneKeys('cancel-')).toEqual(['cancel-b:1']);
    expect(await queue.counts('test-cancel')).toMatchObject({ queued: 0, active: 0 });
  });

  test('R12 a slow job does not hold back its queue: the worker takes the next job as each one finishes', async () => {
    await queue.define({
      name: 'test-window',
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    await queue.send('test-window', { key: 'window-slow' });
    for (let index = 0; index < 6; index += 1) {
      await queue.send('test-window', { key: `window-${index}` });
    }
    let releaseSlow = () => {};
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    const finished: string[] = [];
    const events = jobEvents();
    worker = startWorker({
      queue,
      idleDelayMs: [10, 100],
      onJobDone: () => events.bump(),
      handlers: {
        'test-window': {
          batchSize: 2,
          async handle(job) {
            const { key } = job.data as Work;
            if (key === 'window-slow') await slowHeld;
            finished.push(key);
          },
        },
      },
    });
    // Two in hand at a time: the six quick jobs pass through the free place while the slow one
    // holds the other (a worker that waited for a whole batch would be stuck at one).
    await events.until(async () => finished.length === 6);
    expect(finished).not.toContain('window-slow');
    releaseSlow();
    await events.until(async () => (await queue.counts('test-window')).completed === 7);
    expect(finished.at(-1)).toBe('window-slow');
  });

  test('R12 a live worker keeps the job it holds alive past the queue expiry; a job nobody keeps alive expires', async () => {
    for (const name of ['test-kept', 'test-silent']) {
      await queue.define({ name, retryLimit: 1, retryDelaySeconds: 0, expireInSeconds: 1 });
      await queue.send(name, { key: name });
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started = new Set<string>();
    const holding = (name: string) => ({
      batchSize: 1,
      async handle() {
        started.add(name);
        await held;
      },
    });
    const events = jobEvents();
    worker = startWorker({
      queue,
      idleDelayMs: [10, 100],
      keepAliveMs: 150,
      onJobDone: () => events.bump(),
      handlers: { 'test-kept': holding('test-kept') },
    });
    // The same job held by a worker that says nothing (as a frozen one): the control.
    const silent = startWorker({
      queue,
      idleDelayMs: [10, 100],
      onJobDone: () => events.bump(),
      handlers: { 'test-silent': holding('test-silent') },
    });
    /** The active jobs pg-boss's maintenance would expire now (its own condition). */
    const expired = async () => {
      const result = await handle.db.execute(
        sql.raw(`SELECT name FROM ${QUEUE_SCHEMA}.job
                 WHERE name IN ('test-kept', 'test-silent') AND state = 'active'
                   AND started_on + expire_in < now() ORDER BY name`),
      );
      return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    };
    // Both fetched at once; wait (polling the database's clock) until the silent one is past it.
    const deadline = Date.now() + 20_000;
    let seen: string[] = [];
    try {
      while (started.size < 2 || (seen = await expired()).length === 0) {
        if (Date.now() > deadline) throw new Error(`never expired: ${JSON.stringify(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      release();
    }
    expect(seen).toEqual(['test-silent']);
    await events.until(async () => (await queue.counts('test-kept')).completed === 1);
    await silent.stop();
    expect(await queue.counts('test-kept')).toMatchObject({ active: 0, failed: 0, completed: 1 });
  });
});
