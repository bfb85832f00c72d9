import { userParamsSchema, type User } from '@ontoloom/contract';
import { notFoundError, queryClient } from '@ontoloom/platform';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { userQueryOptions } from './api/user-queries';
import { UserDetailPage } from './components/user-detail-page';
import { isSuperAdmin } from './users-route';

/** Awaited: the breadcrumb shows the user's name, and a 404 reaches this route's error view. */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<User | null> => {
  if (!(await isSuperAdmin(request))) return null;
  const userId = params.userId ?? '';
  // A malformed id can name no user: the not-found view, not the API's 422.
  if (!userParamsSchema.safeParse({ user_id: userId }).success) {
    throw notFoundError('user_not_found', request.url);
  }
  return queryClient.ensureQueryData(userQueryOptions(userId));
};

export function Component() {
  const { userId = '' } = useParams();
  return <UserDetailPage userId={userId} />;
}
