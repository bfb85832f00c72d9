import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Job, JobQueue, QueueDefinition, SendOptions } from './job-queue';
import type { SqlExecutor } from './sql-executor';

/** A UUID that names one piece of work: the same queue and key give the same job id. */
export const keyedJobId = (queue: string, key: string): string => {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID with the RFC 9562 variant.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16] ?? '0', 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The channel a send notifies, so workers in other processes wake at once instead of polling. */
export const JOBS_CHANNEL = 'ontoloom_jobs';

/** The schema pg-boss keeps its tables in, beside ours. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss 10 on our database connection (PGlite or PostgreSQL, SETUP-NOTES): its own timers off
 * (no cron, no monitor); maintenance (expiring jobs of dead workers) runs on `supervise`.
 * Workers fetch in batches through `fetch`, not pg-boss's 0.5 s polling `work()`.
 */
export function createPgBossQueue(
  executor: SqlExecutor,
  options: {
    supervise: boolean;
    /** How often maintenance looks for expired jobs (default 30 s; at least 1 s). */
    maintenanceIntervalSeconds?: number;
    /** PostgreSQL's LISTEN (see DatabaseHandle): other processes' sends wake this one's workers. */
    listen?: (
      channel: string,
      onPayload: (payload: string) => void,
    ) => Promise<() => Promise<void>>;
  },
): JobQueue {
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    schedule: false,
    supervise: options.supervise,
    maintenanceIntervalSeconds: Math.max(1, Math.round(options.maintenanceIntervalSeconds ?? 30)),
    migrate: true,
  });
  boss.on('error', (error) => console.warn(`job queue: ${error.message}`));
  const listeners = new Set<(name: string) => void>();
  let unlisten: (() => Promise<void>) | undefined;
  const dbOf = (tx?: SqlExecutor) => (tx ? { db: tx as PgBoss.Db } : {});

  return {
    async start() {
      await boss.start();
      unlisten = await options.listen?.(JOBS_CHANNEL, (name) => {
        for (const listener of listeners) listener(name);
      });
    },
    async stop() {
      await unlisten?.();
      await boss.stop({ graceful: false, close: false, wait: true });
    },
    async define(queue: QueueDefinition) {
      const settings = {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        expireInSeconds: queue.expireInSeconds,
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
      };
      if (await boss.getQueue(queue.name))
        await boss.updateQueue(queue.name, { name: queue.name, ...settings });
      else
        await boss.createQueue(queue.name, { name: queue.name, ...settings, policy: 'standard' });
    },
    async send(name: string, data: object, sendOptions: SendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.key ? { id: keyedJobId(name, sendOptions.key) } : {}),
        ...dbOf(sendOptions.tx),
      });
      // Delivered when the sending transaction commits: a worker never wakes before its job exists.
      await (sendOptions.tx ?? executor).executeSql('SELECT pg_notify($1, $2)', [
        JOBS_CHANNEL,
        name,
      ]);
      for (const listener of listeners) listener(name);
      return id;
    },
    async fetch<T>(name: string, batchSize: number): Promise<Job<T>[]> {
      const jobs = await boss.fetch<T>(name, { batchSize, includeMetadata: true });
      return jobs.map((job) => ({
        id: job.id,
        name: job.name,
        data: job.data,
        retryCount: (job as { retryCount?: number }).retryCount ?? 0,
      }));
    },
    async keepAlive(name: string, ids: string[]) {
      // pg-boss expires an active job once started_on + expire_in has passed (no heartbeat of
      // its own in version 10): a live worker moves started_on forward.
      if (ids.length === 0) return;
      await executor.executeSql(
        `UPDATE ${QUEUE_SCHEMA}.job SET started_on = now()
         WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [name, ids],
      );
    },
    async complete(name: string, ids: string[], tx?: SqlExecutor) {
      // The JS signature is (name, id | ids, data, options); the typings omit that overload.
      const complete = boss.complete.bind(boss) as (
        queue: string,
        ids: string[],
        data: object | undefined,
        options: object,
      ) => Promise<unknown>;
      if (ids.length > 0) await complete(name, ids, undefined, dbOf(tx));
    },
    async fail(name: string, id: string, error: { message: string }, tx?: SqlExecutor) {
      await boss.fail(name, id, { message: error.message }, dbOf(tx));
    },
    async cancel(name: string, keys: string[], tx?: SqlExecutor) {
      // In slices: the ids go as one array parameter.
      for (let index = 0; index < keys.length; index += 500) {
        const ids = keys.slice(index, index + 500).map((key) => keyedJobId(name, key));
        await boss.cancel(name, ids, dbOf(tx));
      }
    },
    async counts(name: string) {
      const { rows } = await executor.executeSql(
        `SELECT state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job WHERE name = $1 GROUP BY state`,
        [name],
      );
      const by = new Map(
        (rows as { state: string; count: number }[]).map((row) => [row.state, row.count]),
      );
      return {
        queued: (by.get('created') ?? 0) + (by.get('retry') ?? 0),
        active: by.get('active') ?? 0,
        failed: by.get('failed') ?? 0,
        completed: by.get('completed') ?? 0,
      };
    },
    onSend(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
