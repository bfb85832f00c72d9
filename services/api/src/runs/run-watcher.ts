import { RUN_EVENTS_MIN_INTERVAL_MS } from '@ontoloom/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { extractionRuns } from '../db/schema/index';

type Listener = () => void;

/**
 * Tells live-progress streams when a run changed, whichever process changed it (the API's own
 * worker or a `pnpm worker` elsewhere): ONE query every interval for every run being watched,
 * however many browsers watch it, and none while nobody watches.
 */
export function createRunWatcher(db: Database, intervalMs = RUN_EVENTS_MIN_INTERVAL_MS) {
  const watched = new Map<string, { listeners: Set<Listener>; updatedAt: number | null }>();
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    timer = undefined;
    const ids = [...watched.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await db
        .select({ id: extractionRuns.id, updatedAt: extractionRuns.updatedAt })
        .from(extractionRuns)
        .where(inArray(extractionRuns.id, ids));
      for (const row of rows) {
        const entry = watched.get(row.id);
        const at = row.updatedAt.getTime();
        if (!entry || entry.updatedAt === at) continue;
        entry.updatedAt = at;
        for (const listener of entry.listeners) listener();
      }
    } finally {
      if (watched.size > 0) timer = setTimeout(() => void poll(), intervalMs);
    }
  };

  return {
    /** Calls `listener` after each change of the run (coalesced per interval); returns the unwatch. */
    watch(runId: string, updatedAt: Date, listener: Listener): () => void {
      let entry = watched.get(runId);
      if (!entry) {
        entry = { listeners: new Set(), updatedAt: updatedAt.getTime() };
        watched.set(runId, entry);
      }
      entry.listeners.add(listener);
      timer ??= setTimeout(() => void poll(), intervalMs);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) watched.delete(runId);
        if (watched.size === 0 && timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    close() {
      watched.clear();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type RunWatcher = ReturnType<typeof createRunWatcher>;
