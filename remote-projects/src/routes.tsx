import type { Document, DocumentsCollection, Project } from '@ontoloom/contract';
import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { redirect, type RouteObject } from 'react-router';
import { NAMESPACE } from './i18n';
import { PROJECT_ROUTE_PATH } from './project-slot';

const projectHandle: RouteHandle = {
  // The loader resolves the project before any breadcrumb renders.
  breadcrumb: (match) => (match.data as Project | undefined)?.name ?? '',
};

const collectionHandle: RouteHandle = {
  // R3.04: an empty name shows the fallback label here too. No data: the collection was not
  // found, and its not-found view needs no crumb (not "Untitled collection").
  breadcrumb: (match) => {
    const collection = match.data as DocumentsCollection | undefined;
    if (!collection) return '';
    return collection.name.trim() || i18n.t('collections.untitled', { ns: NAMESPACE });
  },
};

const documentHandle: RouteHandle = {
  breadcrumb: (match) => (match.data as Document | undefined)?.name ?? '',
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
        // `:projectId`: the registry's `project` slot, where the host mounts a project's areas.
        path: PROJECT_ROUTE_PATH,
        handle: projectHandle,
        // Its own boundary: project not-found and error views render inside the page (R2.14).
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./features/project-shell/project-route'),
        children: [
          // `element: null`: this route only redirects, it never renders anything.
          { index: true, loader: () => redirect('collections'), element: null },
          {
            path: 'collections',
            children: [
              // R2.15: the index goes to the active sub-list, keeping its search text.
              {
                index: true,
                loader: ({ request }) => redirect(`active${new URL(request.url).search}`),
                element: null,
              },
              { path: 'active', lazy: () => import('./features/collections/collections-route') },
              { path: 'archived', lazy: () => import('./features/collections/collections-route') },
              {
                path: ':collectionId',
                handle: collectionHandle,
                // Collection and document not-found views render inside the project (R2.28).
                errorElement: <RouteErrorBoundary />,
                lazy: () => import('./features/collections/collection-route'),
                children: [
                  {
                    index: true,
                    lazy: () => import('./features/collections/collection-page-route'),
                  },
                  {
                    path: 'documents/:documentId',
                    handle: documentHandle,
                    errorElement: <RouteErrorBoundary />,
                    lazy: () => import('./features/collections/document-route'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
