import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Work the API does now and then, beside requests (sweeps, prunes). */
export type PeriodicTask<T> = {
  name: string;
  everyMs: number;
  run: () => Promise<T>;
  /** Also run once when the app is ready. */
  atReady?: boolean;
};

export type Periodic = {
  /** Schedules a task; returns a run-now that joins a run already under way. */
  add<T>(task: PeriodicTask<T>): () => Promise<T>;
};

declare module 'fastify' {
  // Augmenting Fastify's own interface takes an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    periodic: Periodic;
  }
}

/**
 * The one place for periodic work: timers start when the app is ready and stop when it closes,
 * which also waits for runs under way. Shared (fastify-plugin) so every domain adds to it.
 */
export const periodicPlugin = fp(
  async (app: FastifyInstance) => {
    const scheduled: { task: PeriodicTask<unknown>; run: () => Promise<unknown> }[] = [];
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();

    app.decorate('periodic', {
      add<T>(task: PeriodicTask<T>) {
        let current: Promise<T> | undefined;
        const run = () => {
          if (current) return current;
          const started = task.run().finally(() => {
            current = undefined;
            running.delete(started);
          });
          current = started;
          running.add(started);
          return started;
        };
        scheduled.push({ task, run });
        return run;
      },
    });

    app.addHook('onReady', async () => {
      for (const { task, run } of scheduled) {
        const runLogged = () =>
          void run().catch((error: unknown) => app.log.error(error, `${task.name} failed`));
        const timer = setInterval(runLogged, task.everyMs);
        timer.unref();
        timers.push(timer);
        if (task.atReady) runLogged();
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running].map((run) => run.catch(() => undefined)));
    });
  },
  { name: 'periodic' },
);
