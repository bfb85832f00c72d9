import type { TextExtractionRun } from '@ontoloom/contract';
import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { redirect, type RouteObject } from 'react-router';
import { NAMESPACE } from './i18n';
import { RUN_ROUTE_ID } from './route-ids';

const crumb = (key: string): RouteHandle => ({
  breadcrumb: () => i18n.t(key, { ns: NAMESPACE }),
});

// R2.22: breadcrumbs read the runs list, then the run name.
const runHandle: RouteHandle = {
  breadcrumb: (match) => (match.data as TextExtractionRun | undefined)?.name ?? '',
};

const tab = (path: string, load: RouteObject['lazy']): RouteObject => ({
  path,
  // Each tab has its own error view; the run's header and progress stay.
  errorElement: <RouteErrorBoundary />,
  lazy: load,
});

/**
 * Mounted by the host at `/projects/:projectId/runs`, inside the project shell;
 * paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    handle: crumb('breadcrumbs.runs'),
    errorElement: <RouteErrorBoundary />,
    children: [
      // R2.15: the index goes to the active sub-list, keeping its search text.
      {
        index: true,
        loader: ({ request }) => redirect(`active${new URL(request.url).search}`),
        element: null,
      },
      { path: 'active', lazy: () => import('./features/runs/runs-route') },
      { path: 'archived', lazy: () => import('./features/runs/runs-route') },
      {
        id: RUN_ROUTE_ID,
        path: ':runId',
        handle: runHandle,
        // The run not-found view renders inside the project (R2.28).
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./features/run/run-route'),
        children: [
          { index: true, lazy: () => import('./features/run/run-index-route') },
          tab('chunking', () => import('./features/chunking/chunking-route')),
          tab('extraction', () => import('./features/extraction/extraction-route')),
          tab('deduplication', () => import('./features/deduplication/deduplication-route')),
          tab('results', () => import('./features/results/results-route')),
        ],
      },
    ],
  },
];
