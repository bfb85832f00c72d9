import { dashboardParamsSchema, type DashboardConfig } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { dashboardQueryOptions } from '../../api/dashboard-queries';
import { DashboardPage } from './components/dashboard-page';

/** Awaited: the breadcrumb shows the dashboard's title (R2.23), a 404 its not-found view (R8.02). */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<DashboardConfig> => {
  const scope = {
    projectId: params.projectId ?? '',
    kbId: params.knowledgeBaseId ?? '',
    dashboardId: params.dashboardId ?? '',
  };
  const valid = dashboardParamsSchema.safeParse({
    project_id: scope.projectId,
    knowledge_base_id: scope.kbId,
    dashboard_id: scope.dashboardId,
  }).success;
  if (!valid) throw notFoundError('dashboard_not_found', request.url);
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(dashboardQueryOptions(scope));
};

export function Component() {
  return <DashboardPage />;
}
