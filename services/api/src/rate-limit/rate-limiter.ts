import { TooManyRequestsError } from '../errors';

type Window = { count: number; resetsAt: number };

/**
 * Fixed-window counters kept in memory, keyed by what is limited (`login:account:<email>`,
 * `login:address:<ip>`). Enough for one API process; behind several processes each one counts
 * on its own, which still bounds an attacker to N times the limit.
 */
export function createRateLimiter(deps: { now: () => Date; windowMs: number }) {
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetsAt <= deps.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    /** Throws 429 when `key` already reached `limit` in this window. */
    check(key: string, limit: number, message: string): void {
      const window = current(key);
      if (window && window.count >= limit) {
        const seconds = Math.ceil((window.resetsAt - deps.now().getTime()) / 1000);
        throw new TooManyRequestsError(message, Math.max(seconds, 1));
      }
    },

    hit(key: string): void {
      const window = current(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetsAt: deps.now().getTime() + deps.windowMs });
      // Bounded memory: drop finished windows now and then.
      if (windows.size > 10_000) {
        for (const stored of windows.keys()) current(stored);
      }
    },

    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
