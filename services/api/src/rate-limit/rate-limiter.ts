import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema/index';
import { TooManyRequestsError } from '../errors';

/**
 * Fixed-window counters keyed by what is limited (`login:address:<ip>`, `reset:account:<email>`…),
 * kept in the database: every API process counts against the same limit.
 */
export function createRateLimiter(deps: { db: Database; now: () => Date; windowMs: number }) {
  const { db, now, windowMs } = deps;

  return {
    /** Throws 429 when `key` already reached `limit` in its current window. */
    async check(key: string, limit: number, message: string): Promise<void> {
      const at = now();
      const [window] = await db
        .select()
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetsAt, at)));
      if (window && window.count >= limit) {
        const seconds = Math.ceil((window.resetsAt.getTime() - at.getTime()) / 1000);
        throw new TooManyRequestsError('rate_limited', message, Math.max(seconds, 1));
      }
    },

    /**
     * Counts one attempt, in the current window or as the first of a new one (of `ms`, the
     * configured window by default), and returns the count so far.
     */
    async hit(key: string, ms: number = windowMs): Promise<number> {
      const at = now();
      const resetsAt = new Date(at.getTime() + ms);
      const expired = sql`${rateLimitWindows.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, count: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitWindows.count} + 1 END`,
            resetsAt: sql`CASE WHEN ${expired} THEN ${resetsAt.toISOString()}::timestamptz ELSE ${rateLimitWindows.resetsAt} END`,
          },
        })
        .returning({ count: rateLimitWindows.count });
      return row?.count ?? 1;
    },

    /** Blocks `key` for `ms` from now: `check(key, 1, …)` answers 429 until then. */
    async hold(key: string, ms: number): Promise<void> {
      const resetsAt = new Date(now().getTime() + ms);
      await db
        .insert(rateLimitWindows)
        .values({ key, count: 1, resetsAt })
        .onConflictDoUpdate({ target: rateLimitWindows.key, set: { count: 1, resetsAt } });
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },

    /** Drops finished windows (they no longer limit anything). */
    async prune(): Promise<number> {
      const deleted = await db
        .delete(rateLimitWindows)
        .where(lte(rateLimitWindows.resetsAt, now()))
        .returning({ key: rateLimitWindows.key });
      return deleted.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
