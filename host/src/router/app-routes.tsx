import {
  NotFoundView,
  RouteErrorBoundary,
  i18n,
  requireActiveUser,
  type RouteHandle,
} from '@ontoloom/platform';
import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { APP_LAYOUT_ROUTE_ID, AppLayout } from '../layout/app-layout';
import { AuthLayout } from '../layout/auth-layout';
import { RootShell } from '../layout/root-shell';
import { InitialLoading } from '../pages/initial-loading';
import { NotFoundPage } from '../pages/not-found-page';
import { rootRedirectLoader } from './root-redirect';

// Until a remote's routes are patched in, this splat makes every path under its mount match
// with a param, which is what makes React Router ask patchRoutesOnNavigation for more. After
// the patch it only matches paths the remote does not know: the not-found view.
const remotePlaceholder = (): RouteObject => ({ path: '*', element: <NotFoundView /> });

/** Loads and patches the remote owning a path; resolves true when it patched just now. */
export type EnsureMounted = (pathname: string) => Promise<boolean>;

// `/projects` itself matches its mount route with no params, so React Router never asks
// patchRoutesOnNavigation about it. This loader covers that case: it patches the remote in,
// then re-runs the same navigation against the new routes (a push that never committed, so
// history gets one entry).
const mountLoader =
  (ensureMounted: EnsureMounted) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (await ensureMounted(url.pathname))
      throw redirect(`${url.pathname}${url.search}${url.hash}`);
    return null;
  };

const crumb = (key: string): RouteHandle => ({ breadcrumb: () => i18n.t(key, { ns: 'common' }) });

/** The host's own route tree; remote trees are patched under the `auth`, `projects` and `settings` mounts. */
export const createAppRoutes = (ensureMounted: EnsureMounted): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    element: <RootShell />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      // Redirect-only routes: `element: null` says so (no empty-page warning).
      { index: true, loader: rootRedirectLoader, element: null },
      {
        id: 'auth',
        path: 'auth',
        element: <AuthLayout />,
        loader: mountLoader(ensureMounted),
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, loader: () => redirect('/auth/login'), element: null },
          remotePlaceholder(),
        ],
      },
      {
        id: APP_LAYOUT_ROUTE_ID,
        element: <AppLayout />,
        loader: requireActiveUser,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            id: 'projects',
            path: 'projects',
            element: <Outlet />,
            handle: crumb('breadcrumbs.projects'),
            loader: mountLoader(ensureMounted),
            errorElement: <RouteErrorBoundary />,
            children: [remotePlaceholder()],
          },
          {
            id: 'settings',
            path: 'settings',
            element: <Outlet />,
            handle: crumb('breadcrumbs.settings'),
            loader: mountLoader(ensureMounted),
            errorElement: <RouteErrorBoundary />,
            children: [remotePlaceholder()],
          },
        ],
      },
      {
        path: '*',
        element: <NotFoundPage />,
        handle: { title: () => i18n.t('notFound.title', { ns: 'common' }) } satisfies RouteHandle,
      },
    ],
  },
];
