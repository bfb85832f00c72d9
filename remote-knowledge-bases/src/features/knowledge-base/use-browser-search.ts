import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** The entity browser's URL: search text (R5.03: defaults to empty), class, open entity. */
export const browserSearchSchema = z.object({
  search: z.string().catch('').default(''),
  class: z.string().catch('').default(''),
  entity: z.string().catch('').default(''),
});
export type BrowserSearch = z.infer<typeof browserSearchSchema>;

export function useBrowserSearch() {
  const [params, setParams] = useSearchParams();
  const current = browserSearchSchema.parse(Object.fromEntries(params));
  /** Filters replace history; opening an entity pushes it (Back closes it again). */
  const set = useCallback(
    (changes: Partial<BrowserSearch>, options: { push?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !options.push, preventScrollReset: true },
      ),
    [setParams],
  );
  return [current, set] as const;
}
