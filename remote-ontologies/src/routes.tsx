import type { Ontology, OntologyVersionDetail } from '@ontoloom/contract';
import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { redirect, type RouteObject } from 'react-router';
import { NAMESPACE } from './i18n';
import { VERSION_ROUTE_ID } from './route-ids';

const crumb = (key: string): RouteHandle => ({
  breadcrumb: () => i18n.t(key, { ns: NAMESPACE }),
});

const ontologyHandle: RouteHandle = {
  breadcrumb: (match) => (match.data as Ontology | undefined)?.name ?? '',
};

// R2.20: the version's breadcrumb is 'v' plus its number.
const versionHandle: RouteHandle = {
  breadcrumb: (match) =>
    `v${(match.data as OntologyVersionDetail | undefined)?.version_number ?? ''}`,
};

/**
 * Mounted by the host at `/projects/:projectId/ontologies`, inside the project shell;
 * paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    handle: crumb('breadcrumbs.ontologies'),
    errorElement: <RouteErrorBoundary />,
    children: [
      // R2.15: the index goes to the active sub-list, keeping its search text.
      {
        index: true,
        loader: ({ request }) => redirect(`active${new URL(request.url).search}`),
        element: null,
      },
      { path: 'active', lazy: () => import('./features/ontologies/ontologies-route') },
      { path: 'archived', lazy: () => import('./features/ontologies/ontologies-route') },
      {
        path: ':ontologyId',
        handle: ontologyHandle,
        // Ontology and version not-found views render inside the project (R2.28).
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./features/ontologies/ontology-route'),
        children: [
          { index: true, lazy: () => import('./features/ontologies/ontology-page-route') },
          {
            path: 'versions/new',
            handle: crumb('breadcrumbs.newVersion'),
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/editor/new-version-route'),
          },
          {
            path: 'diff',
            handle: crumb('breadcrumbs.diff'),
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/diff/diff-route'),
          },
          {
            id: VERSION_ROUTE_ID,
            path: 'versions/:versionId',
            handle: versionHandle,
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/versions/version-route'),
            children: [
              { index: true, lazy: () => import('./features/versions/version-page-route') },
              {
                path: 'edit',
                handle: crumb('breadcrumbs.edit'),
                errorElement: <RouteErrorBoundary />,
                lazy: () => import('./features/editor/edit-version-route'),
              },
            ],
          },
        ],
      },
    ],
  },
];
