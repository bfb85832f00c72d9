import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

/** R2.13 / R2.15 / R5.03: a list's `search` is an optional string that defaults to empty. */
export const listSearchSchema = z.object({ search: z._default(z.catch(z.string(), ''), '') });

/** Writes the search text to the URL (replacing history, so typing does not flood back/forward). */
export const useSetListSearch = () => {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (search: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const trimmed = search.trim();
          if (trimmed) next.set('search', trimmed);
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
};
