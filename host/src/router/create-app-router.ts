import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { mountForPath, type LoadRemoteRoutes } from '../remotes/remote-mounts';
import { createRemoteRoutePatcher, type RemoteRoutePatcher } from '../remotes/remote-route-patcher';
import { createAppRoutes } from './app-routes';

export type AppRouterOptions = {
  loadRemoteRoutes: LoadRemoteRoutes;
  /** Tests pass initial entries to get a memory router. */
  initialEntries?: string[];
};

export type AppRouter = {
  router: DataRouter;
  patcher: RemoteRoutePatcher;
  preload: (href: string) => Promise<void>;
};

type LazyRoute = { lazy?: unknown };

// Loading a route's lazy parts early only warms the module cache; the router still resolves
// them itself on navigation, so this is safe to fire and forget.
const warmLazyRoute = async (route: LazyRoute): Promise<void> => {
  const { lazy } = route;
  if (typeof lazy === 'function') await (lazy as () => Promise<unknown>)();
  else if (lazy && typeof lazy === 'object') {
    await Promise.all(
      Object.values(lazy as Record<string, unknown>).map((load) =>
        typeof load === 'function' ? (load as () => Promise<unknown>)() : undefined,
      ),
    );
  }
};

/**
 * The data router. Remote route trees are discovered lazily with `patchRoutesOnNavigation`:
 * a remote is fetched the first time a path under its mount is visited, and if it fails only
 * that mount's error boundary (the reload dialog) renders; the layout and other areas work.
 */
export const createAppRouter = ({
  loadRemoteRoutes,
  initialEntries,
}: AppRouterOptions): AppRouter => {
  const patcher = createRemoteRoutePatcher(loadRemoteRoutes);
  // Loaders of the first navigation may run before createBrowserRouter has returned.
  let resolveRouter: (router: DataRouter) => void = () => undefined;
  const routerReady = new Promise<DataRouter>((resolve) => {
    resolveRouter = resolve;
  });
  const ensurePatched = async (pathname: string): Promise<void> => {
    const ready = await routerReady;
    await patcher.ensure(pathname, (routeId, children) => ready.patchRoutes(routeId, children));
  };
  const routes: RouteObject[] = createAppRoutes(async (pathname) => {
    const mount = mountForPath(pathname);
    if (!mount || patcher.isPatched(mount.routeId)) return false;
    await ensurePatched(pathname);
    return true;
  });
  const options = {
    patchRoutesOnNavigation: ({
      path,
      patch,
      signal,
    }: {
      path: string;
      patch: (id: string | null, children: RouteObject[]) => void;
      signal: AbortSignal;
    }) => patcher.ensure(path, patch, signal),
  };
  const router = initialEntries
    ? createMemoryRouter(routes, { ...options, initialEntries })
    : createBrowserRouter(routes, options);

  /** Preload on intent (R2.32): the remote's routes, then the lazy modules of the target. */
  const preload = async (href: string): Promise<void> => {
    const pathname = new URL(href, 'http://preload.invalid').pathname;
    await ensurePatched(pathname);
    const matches = matchRoutes(router.routes, pathname) ?? [];
    await Promise.all(matches.map((match) => warmLazyRoute(match.route as LazyRoute)));
  };

  resolveRouter(router);
  return { router, patcher, preload };
};
