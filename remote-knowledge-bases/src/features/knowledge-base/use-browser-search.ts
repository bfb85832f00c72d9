import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The entity browser's URL: search text (R5.03: an optional string, defaults to empty), class,
 * open entity. Read by hand, not with zod: the page then needs no zod chunk of its own.
 */
export type BrowserSearch = { search: string; class: string; entity: string };

export function useBrowserSearch() {
  const [params, setParams] = useSearchParams();
  const current: BrowserSearch = {
    search: params.get('search') ?? '',
    class: params.get('class') ?? '',
    entity: params.get('entity') ?? '',
  };
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
