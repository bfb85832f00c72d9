import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';

/**
 * After a change: refetches the queries under the given keys, then runs the route loaders again,
 * so what loaders hand out (breadcrumbs, page titles) shows the change along with the page.
 */
export function useRefreshData() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return async (...keys: QueryKey[]) => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    await revalidator.revalidate();
  };
}
