import { LRUCache } from 'lru-cache';
import type { UserRow } from '../db/schema/index';

/** PostgreSQL channel on which API processes tell each other a user's sign-in changed. */
export const PRINCIPALS_CHANNEL = 'ontoloom_principals';

/** Writes that change who a bearer is: the repos report them, the cache forgets. */
export type PrincipalChanges = {
  /** The user's row, status, password, key or sessions changed. */
  userChanged(userId: string): void;
  /** One access token was revoked (sign-out). */
  tokenRevoked(tokenHash: string): void;
};

type Entry = { user: UserRow; expiresAt: Date | null };

export type PrincipalCacheOptions = {
  /** How long a bearer's user is trusted without the database; 0 turns the cache off. */
  ttlMs: number;
  max?: number;
  now: () => Date;
};

/**
 * The user behind a bearer (by its hash) for a few seconds, so a signed-in request costs no
 * sign-in query. A change through the repos forgets the user at once, in this process and, by
 * NOTIFY on PostgreSQL, in the others; the time limit bounds what a missed notification costs.
 * A read that overlaps a change is not cached (the epoch moved), so no old row outlives it.
 */
export function createPrincipalCache({ ttlMs, max = 10_000, now }: PrincipalCacheOptions) {
  const entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max, ttl: ttlMs }) : null;
  let epoch = 0;

  const forgetUser = (userId: string) => {
    epoch += 1;
    if (!entries) return;
    for (const [hash, entry] of entries.entries())
      if (entry.user.id === userId) entries.delete(hash);
  };
  const forgetToken = (tokenHash: string) => {
    epoch += 1;
    entries?.delete(tokenHash);
  };

  return {
    /**
     * The bearer's user from the cache, else from `load` (cached unless a change overlapped the
     * read); undefined for an unknown or expired bearer (not cached: a new token may come).
     */
    async resolve(
      tokenHash: string,
      load: () => Promise<Entry | undefined>,
    ): Promise<UserRow | undefined> {
      const cached = entries?.get(tokenHash);
      if (cached && (!cached.expiresAt || cached.expiresAt > now())) return cached.user;
      if (cached) entries?.delete(tokenHash);
      const before = epoch;
      const loaded = await load();
      if (loaded && entries && epoch === before) entries.set(tokenHash, loaded);
      return loaded?.user;
    },
    forgetUser,
    forgetToken,
    /** Applies a notification of another process (`user:<id>` or `token:<hash>`). */
    onNotification(payload: string) {
      const [kind, value = ''] = payload.split(':', 2);
      if (kind === 'user') forgetUser(value);
      else if (kind === 'token') forgetToken(value);
      else forgetAll();
    },
    get size() {
      return entries?.size ?? 0;
    },
  };

  function forgetAll() {
    epoch += 1;
    entries?.clear();
  }
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
