import type { DashboardConfig, KnowledgeBase } from '@ontoloom/contract';
import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { redirect, type RouteObject } from 'react-router';
import { NAMESPACE } from './i18n';
import { DASHBOARD_ROUTE_ID, KNOWLEDGE_BASE_ROUTE_ID } from './route-ids';

const crumb = (key: string): RouteHandle => ({
  breadcrumb: () => i18n.t(key, { ns: NAMESPACE }),
});

// Breadcrumbs: knowledge bases, then the knowledge base's name, then the dashboard's title (R2.23).
const kbHandle: RouteHandle = {
  breadcrumb: (match) => (match.data as KnowledgeBase | undefined)?.name ?? '',
};
const dashboardHandle: RouteHandle = {
  breadcrumb: (match) => (match.data as DashboardConfig | undefined)?.title ?? '',
};

/**
 * Mounted by the host at `/projects/:projectId/knowledge-bases`, inside the project shell;
 * paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    handle: crumb('breadcrumbs.knowledgeBases'),
    errorElement: <RouteErrorBoundary />,
    children: [
      // R2.15: the index goes to the active sub-list, keeping its search text.
      {
        index: true,
        loader: ({ request }) => redirect(`active${new URL(request.url).search}`),
        element: null,
      },
      { path: 'active', lazy: () => import('./features/knowledge-bases/knowledge-bases-route') },
      { path: 'archived', lazy: () => import('./features/knowledge-bases/knowledge-bases-route') },
      {
        id: KNOWLEDGE_BASE_ROUTE_ID,
        path: ':knowledgeBaseId',
        handle: kbHandle,
        // The knowledge base not-found view renders inside the project (R8.02).
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./knowledge-base-route'),
        children: [
          {
            index: true,
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/knowledge-base/knowledge-base-page-route'),
          },
          {
            id: DASHBOARD_ROUTE_ID,
            path: 'dashboards/:dashboardId',
            handle: dashboardHandle,
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/dashboard/dashboard-route'),
          },
        ],
      },
    ],
  },
];
