import type { CurrentUser } from '@ontoloom/contract';
import { redirect } from 'react-router';
import { loadContract } from '../api/load-contract';
import { queryClient } from '../query/query-client';
import { currentUserQueryOptions } from '../query/user-queries';
import { getToken } from '../session/token';

export type LoaderArgsLike = { request: Request };

/** `/auth/login?redirect=<path+search>` for the location a request was for (R2.09). */
export const loginPathFor = (request: Request): string => {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  return `/auth/login?redirect=${encodeURIComponent(target)}`;
};

/**
 * Loader guard: no token → login with the redirect param; otherwise the current user. The pages
 * behind it call every area of the API: the whole contract starts loading now, beside the user,
 * not once the area's remote has run (a step later, after sign-in or on a cold load).
 */
export const requireAuth = async ({ request }: LoaderArgsLike): Promise<CurrentUser> => {
  if (!getToken()) throw redirect(loginPathFor(request));
  loadContract().catch(() => {
    // A failed load is retried, and reported, by the call that needs it.
  });
  return queryClient.ensureQueryData(currentUserQueryOptions());
};

/** Loader guard for the app proper: full access needs status active (others go to `/`). */
export const requireActiveUser = async (args: LoaderArgsLike): Promise<CurrentUser> => {
  const user = await requireAuth(args);
  if (user.status !== 'active') throw redirect('/');
  return user;
};
