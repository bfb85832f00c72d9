import type { UserListQuery } from '@ontoloom/contract';
import { apiRequest, userKeys } from '@ontoloom/platform';
import { queryOptions } from '@tanstack/react-query';

// Keys come from the platform's `userKeys` so the host's current-user query shares the prefix.
export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => apiRequest('listUsers', { query, signal }),
  });

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => apiRequest('getUser', { params: { user_id: userId }, signal }),
  });
