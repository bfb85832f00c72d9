import type { Project } from '@ontoloom/contract';
import { RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { redirect, type RouteObject } from 'react-router';
import './i18n';

const projectHandle: RouteHandle = {
  // The loader resolves the project before any breadcrumb renders.
  breadcrumb: (match) => (match.data as Project | undefined)?.name ?? '',
};

/**
 * Mounted by the host at `/projects` (whose route carries the "Projects" breadcrumb);
 * paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: () => import('./features/projects/projects-route') },
      {
        path: ':projectId',
        handle: projectHandle,
        // Its own boundary: project not-found and error views render inside the page (R2.14).
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./features/project-shell/project-route'),
        children: [
          // `element: null`: this route only redirects, it never renders anything.
          { index: true, loader: () => redirect('collections'), element: null },
          {
            path: 'collections',
            lazy: () => import('./features/collections/collections-route'),
          },
        ],
      },
    ],
  },
];
