import {
  NotFoundView,
  RouteErrorBoundary,
  i18n,
  preloadLazyParts,
  requireActiveUser,
  type RouteHandle,
} from '@ontoloom/platform';
import { topLevelMounts, type MountLayout } from '@ontoloom/federation/remotes';
import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AuthLayout } from '../layout/auth-layout';
import { APP_LAYOUT_ROUTE_ID } from '../layout/route-ids';
import { RootShell } from '../layout/root-shell';
import { InitialLoading } from '../pages/initial-loading';
import { NotFoundPage } from '../pages/not-found-page';
import { rootRedirectLoader } from './root-redirect';

// Until a remote's routes are patched in, this splat makes every path under its mount match
// with a param, which is what makes React Router ask patchRoutesOnNavigation for more. After
// the patch it only matches paths the remote does not know: the not-found view.
/** The layout route of signed-out pages (the auth remote's). */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public-layout';

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

/**
 * The mount routes of one layout, one per top-level remote of the registry
 * (shared/federation/src/remotes.ts): the remote's routes are patched under each.
 */
const mountRoutes = (layout: MountLayout, ensureMounted: EnsureMounted): RouteObject[] =>
  topLevelMounts(layout).map((mount) => ({
    id: mount.routeId,
    path: mount.path,
    element: <Outlet />,
    ...(mount.breadcrumbKey === undefined ? {} : { handle: crumb(mount.breadcrumbKey) }),
    loader: mountLoader(ensureMounted),
    errorElement: <RouteErrorBoundary />,
    children: [remotePlaceholder()],
  }));

/** The host's own route tree; remote trees are patched under the registry's mounts. */
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
        id: PUBLIC_LAYOUT_ROUTE_ID,
        element: <AuthLayout />,
        errorElement: <RouteErrorBoundary />,
        children: mountRoutes('public', ensureMounted),
      },
      {
        id: APP_LAYOUT_ROUTE_ID,
        // The signed-in shell (navigation, user menu and its Chakra overlays) loads with the
        // first signed-in page, in parallel with its loader: the login screen never needs it.
        lazy: async () => {
          // Signed in: the platform's lazy parts (list pages, cards, dialogs) start loading now,
          // beside the shell and the first page, rather than one by one as pages render them.
          preloadLazyParts().catch((error: unknown) => console.error(error));
          return { Component: (await import('../layout/app-layout')).AppLayout };
        },
        loader: requireActiveUser,
        errorElement: <RouteErrorBoundary />,
        children: [
          ...mountRoutes('app', ensureMounted),
          // Any other path: the 404 inside the app's header and navigation (signed-out users
          // sign in first, as for every page that is not public).
          {
            path: '*',
            element: <NotFoundPage />,
            handle: {
              title: () => i18n.t('notFound.title', { ns: 'common' }),
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
