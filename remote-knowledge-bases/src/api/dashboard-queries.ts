import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { kbKeys } from './kb-keys';
import { kbParams, type KbScope } from './kb-queries';

export type DashboardScope = KbScope & { dashboardId: string };
const dashboardParams = (scope: DashboardScope) => ({
  ...kbParams(scope),
  dashboard_id: scope.dashboardId,
});

export const dashboardQueryOptions = (scope: DashboardScope) =>
  queryOptions({
    queryKey: kbKeys.dashboard(scope.projectId, scope.kbId, scope.dashboardId),
    queryFn: ({ signal }) =>
      apiRequest('getDashboardConfig', { params: dashboardParams(scope), signal }),
  });

/**
 * R2.23: every widget's data for the given parameters (the page's URL search params). The key
 * holds the parameters, so a cross-filter click refetches; the widgets keep showing the previous
 * data meanwhile instead of flashing back to skeletons.
 */
export const dashboardDataQueryOptions = (
  scope: DashboardScope,
  parameters: Record<string, string>,
) =>
  queryOptions({
    queryKey: kbKeys.dashboardData(scope.projectId, scope.kbId, scope.dashboardId, parameters),
    queryFn: ({ signal }) =>
      apiRequest('getDashboardData', {
        params: dashboardParams(scope),
        body: parameters,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
