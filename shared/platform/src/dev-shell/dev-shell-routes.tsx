import type { CurrentUser } from '@ontoloom/contract';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from '../query/query-client';
import { currentUserQueryOptions } from '../query/user-queries';
import { requireActiveUser } from '../routing/require-auth';
import { RouteErrorBoundary } from '../routing/route-error-boundary';
import { getToken } from '../session/token';
import { NotFoundView } from '../ui/not-found-view';
import { DevShellHome } from './dev-shell-home';
import { DevShellLayout } from './dev-shell-layout';
import { DevSignInPage } from './dev-sign-in-page';
import { safeRedirectTarget } from './safe-redirect';
import type { DevShellMount, DevShellOptions } from './types';

const isActiveMount = (mount: DevShellMount) => (mount.access ?? 'active') === 'active';
const hasParams = (mount: DevShellMount) => mount.path.split('/').some((s) => s.startsWith(':'));

/** Where `/` sends an active user when the remote gave no home page. */
const landingPath = ({ mounts, home }: DevShellOptions): string | null => {
  if (home) return null;
  const first = mounts.find((mount) => isActiveMount(mount) && !hasParams(mount));
  return first ? `/${first.path}` : null;
};

/**
 * `/` as the host's root does it: signed out → sign-in (keeping `redirect`); signed in → the
 * `redirect` target or the remote's landing. A remote with its own auth screens (remote-auth)
 * gets the host's status redirects; otherwise a not-active account sees why it cannot go on.
 */
const indexLoader =
  (options: DevShellOptions) =>
  async ({ request }: LoaderFunctionArgs): Promise<CurrentUser> => {
    const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirect'));
    if (!getToken()) {
      throw redirect(
        target ? `/auth/login?${new URLSearchParams({ redirect: target })}` : '/auth/login',
      );
    }
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (user.status === 'active') {
      const landing = target ?? landingPath(options);
      if (landing) throw redirect(landing);
      return user;
    }
    if (options.devSignIn === false) {
      throw redirect(user.status === 'inactive' ? '/auth/inactive' : '/auth/onboarding');
    }
    return user;
  };

const mountRoute = (mount: DevShellMount): RouteObject => ({
  path: mount.path,
  handle: mount.handle,
  loader: mount.loader,
  errorElement: <RouteErrorBoundary />,
  children: mount.routes,
});

export const DEV_SHELL_ROOT_ID = 'dev-shell';
export const DEV_SHELL_APP_ID = 'dev-shell-app';

/**
 * The dev shell's route tree: its layout around the remote's routes at their real mount paths,
 * a dev sign-in at `/auth/login`, and the platform's error and not-found views.
 */
export const createDevShellRoutes = (options: DevShellOptions): RouteObject[] => {
  const { remoteName, mounts, home, devSignIn = true } = options;
  const activeMounts = mounts.filter(isActiveMount);
  const areas =
    options.links ?? mounts.filter((mount) => !hasParams(mount)).map((mount) => `/${mount.path}`);
  return [
    {
      id: DEV_SHELL_ROOT_ID,
      path: '/',
      element: <DevShellLayout remoteName={remoteName} />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          loader: indexLoader(options),
          element: <DevShellHome home={home} areas={areas} />,
        },
        ...(devSignIn ? [{ path: 'auth/login', element: <DevSignInPage /> }] : []),
        ...mounts.filter((mount) => !isActiveMount(mount)).map(mountRoute),
        ...(activeMounts.length > 0
          ? [
              {
                // The host's app layout guard: signed-in, active users only (others go to `/`).
                id: DEV_SHELL_APP_ID,
                loader: requireActiveUser,
                errorElement: <RouteErrorBoundary />,
                children: activeMounts.map(mountRoute),
              },
            ]
          : []),
        { path: '*', element: <NotFoundView /> },
      ],
    },
  ];
};
