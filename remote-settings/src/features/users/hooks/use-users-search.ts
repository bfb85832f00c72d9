import { useCallback } from 'react';
import { userSortSchema, userStatusSchema, type UserListQuery } from '@ontoloom/contract';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** `search` defaults to empty (R5.03); an unknown `status` is ignored rather than an error. */
export const usersSearchSchema = z.object({
  search: z.string().catch('').default(''),
  status: z.optional(userStatusSchema).catch(undefined),
  sort: z.optional(userSortSchema).catch(undefined),
});

/** The API's default order; not written to the URL. */
export const DEFAULT_USER_SORT = '-created_at';
export type UsersSearch = z.infer<typeof usersSearchSchema>;

/** The API query for these filters: empty values are left out. */
export const toUserListQuery = ({ search, status, sort }: UsersSearch): UserListQuery => ({
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(status ? { status } : {}),
  ...(sort && sort !== DEFAULT_USER_SORT ? { sort } : {}),
});

/** Writes one filter to the URL, replacing history so typing does not flood back/forward. */
export const useSetUsersFilter = () => {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (key: keyof UsersSearch, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const trimmed = value.trim();
          if (trimmed) next.set(key, trimmed);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
};
