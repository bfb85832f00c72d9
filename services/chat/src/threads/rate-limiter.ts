/**
 * A token bucket per user, in memory: `perMinute` messages a minute, refilled continuously. One
 * chat process holds its buckets; several processes would each allow the rate.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes a token for `key`; false when the bucket is empty. */
    take(key: string): boolean {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: perMinute, at: time };
      bucket.tokens = Math.min(
        perMinute,
        bucket.tokens + ((time - bucket.at) / 60_000) * perMinute,
      );
      bucket.at = time;
      if (buckets.size > 10_000) buckets.clear();
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
