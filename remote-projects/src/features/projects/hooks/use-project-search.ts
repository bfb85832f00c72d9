import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** R2.13 / R5.03: `search` is an optional string that defaults to empty. */
export const projectListSearchSchema = z.object({
  search: z.string().catch('').default(''),
});
export type ProjectListSearch = z.infer<typeof projectListSearchSchema>;

/** Writes the search text to the URL (replacing history, so typing does not flood back/forward). */
export const useSetProjectSearch = () => {
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
