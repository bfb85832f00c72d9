import { ApiCallError, apiClientFor } from './api-client';

export type ChatUser = { id: string; email: string };

/** How long a token's user is trusted without asking the API again. */
const CACHE_MS = 5_000;
const MAX_ENTRIES = 1_000;

/**
 * Who a bearer token belongs to, by asking the API (`GET /api/users/me`) as that token: the API
 * alone decides whether it is valid, the answer is kept a few seconds.
 */
export function createUserResolver(apiUrl: string, now: () => number = Date.now) {
  const cache = new Map<string, { user: ChatUser; until: number }>();
  return async (token: string): Promise<ChatUser> => {
    const hit = cache.get(token);
    if (hit && hit.until > now()) return hit.user;
    cache.delete(token);
    const me = await apiClientFor(apiUrl, token).get<{ id?: string; email?: string }>(
      '/api/users/me',
    );
    if (!me?.id) throw new ApiCallError(401, 'not_authenticated', 'Not signed in');
    const user = { id: me.id, email: me.email ?? '' };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(token, { user, until: now() + CACHE_MS });
    return user;
  };
}
