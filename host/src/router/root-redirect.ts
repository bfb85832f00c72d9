import type { UserStatus } from '@ontoloom/contract';
import {
  currentUserQueryOptions,
  getToken,
  loginPathFor,
  preloadRoute,
  queryClient,
} from '@ontoloom/platform';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Only same-app paths: never `//evil.example` or an absolute URL from the query string. */
export const safeRedirectTarget = (target: string | null): string | null => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  return target === '/' ? null : target;
};

/** Where `/` sends a signed-in user of each status (R2.10–R2.12). */
export const destinationForStatus = (status: UserStatus, redirectParam: string | null): string => {
  switch (status) {
    case 'active':
      return safeRedirectTarget(redirectParam) ?? '/projects';
    case 'pending_onboarding_info':
    case 'pending_admin_review':
    case 'refused':
      return '/auth/onboarding';
    case 'inactive':
      return '/auth/inactive';
  }
};

/** `/` never renders: it redirects by session and status. */
export const rootRedirectLoader = async ({ request }: LoaderFunctionArgs): Promise<Response> => {
  const redirectParam = new URL(request.url).searchParams.get('redirect');
  if (!getToken()) {
    const target = safeRedirectTarget(redirectParam);
    throw redirect(
      target ? `/auth/login?redirect=${encodeURIComponent(target)}` : loginPathFor(request),
    );
  }
  // Most users are active: the code of where an active user goes loads while the user is asked
  // for (after signing in, a round trip earlier than its route would ask).
  preloadRoute(destinationForStatus('active', redirectParam));
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  throw redirect(destinationForStatus(user.status, redirectParam));
};
