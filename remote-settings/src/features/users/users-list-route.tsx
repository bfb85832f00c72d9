import { queryClient, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { userListQueryOptions } from './api/user-queries';
import { UsersPage } from './components/users-page';
import { toUserListQuery, usersSearchSchema } from './hooks/use-users-search';
import { isSuperAdmin } from './users-route';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const filters = validateSearch(usersSearchSchema, request);
  // Started, not awaited: the table's skeleton shows while it loads. Only for super admins,
  // whose gate renders this page; anyone else would just get a 403.
  if (await isSuperAdmin(request)) {
    void queryClient.prefetchQuery(userListQueryOptions(toUserListQuery(filters)));
  }
  return filters;
};

export function Component() {
  const filters = useLoaderData<typeof loader>();
  return <UsersPage filters={filters} />;
}
