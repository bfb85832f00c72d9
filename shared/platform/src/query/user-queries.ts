import type { UserListQuery } from '@ontoloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { STALE_TIME } from './query-client';

/** Query keys of the users domain; lists and details sit under `all` so one prefix invalidates. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery = {}) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => apiRequest('getCurrentUser', { signal }),
    staleTime: STALE_TIME.user,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
