import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * R2.23: the page's URL search params are the dashboard's parameters, all of them, as strings.
 * Sorted by name so the same parameters always make the same query key.
 */
export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const parameters = useMemo(() => {
    const entries = [...new URLSearchParams(key).entries()].sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }, [key]);

  /**
   * Sets (or, with an empty value, removes) one parameter. A click or a removed chip pushes
   * history, so Back restores the previous filter; typing replaces it.
   */
  const setParam = useCallback(
    (name: string, value: string, options: { push?: boolean } = { push: true }) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: !options.push, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { parameters, setParam };
}
