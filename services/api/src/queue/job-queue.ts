import type { SqlExecutor } from './sql-executor';

/** One job as a worker sees it. */
export type Job<T> = { id: string; name: string; data: T; retryCount: number };

export type QueueDefinition = {
  name: string;
  /** Attempts after the first failure before the job stays failed. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A job not heard of for longer is considered lost (its worker died) and is retried: its worker
   * keeps it alive while it works on it (`keepAlive`).
   */
  expireInSeconds: number;
  /**
   * Where a job goes once its last attempt failed or expired (e.g. a document that kills every
   * worker that reads it): a queue whose handler records the work as failed, so no step waits
   * forever on work nobody will finish.
   */
  deadLetter?: string;
};

export type SendOptions = {
  /**
   * Names the work (e.g. `run/<id>/text/<document>`): the job's id derives from it, so sending the
   * same work again while its job exists is a no-op (`send` returns null). Handlers stay
   * idempotent for the rest (a job retried after its worker died).
   */
  key?: string;
  /** Sent in this transaction: the job exists only if the rows written beside it do. */
  tx?: SqlExecutor;
};

/**
 * The small queue interface the API and the workers use (issue 12). One implementation today,
 * pg-boss on the same PostgreSQL or PGlite as everything else; the interface keeps it swappable.
 */
export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  define(queue: QueueDefinition): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Up to `batchSize` jobs, now active for this caller alone. */
  fetch<T>(name: string, batchSize: number): Promise<Job<T>[]>;
  /**
   * Says these jobs are still being worked on by a live worker: each one's expiry counts again
   * from now. Jobs no longer active (completed, failed, expired) are left alone.
   */
  keepAlive(name: string, ids: string[]): Promise<void>;
  complete(name: string, ids: string[], tx?: SqlExecutor): Promise<void>;
  fail(name: string, id: string, error: { message: string }, tx?: SqlExecutor): Promise<void>;
  /**
   * Cancels the waiting jobs sent under these keys (those already running finish, and their
   * handlers see the work is no longer wanted); unknown or finished ones are left alone.
   */
  cancel(name: string, keys: string[], tx?: SqlExecutor): Promise<void>;
  /** Jobs waiting or running, per state; what tests and health checks wait on. */
  counts(
    name: string,
  ): Promise<{ queued: number; active: number; failed: number; completed: number }>;
  /** Called after every send from this process, so in-process workers wake at once. */
  onSend(listener: (name: string) => void): () => void;
};
