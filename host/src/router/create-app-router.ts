import { warmRouteModules } from '@ontoloom/platform';
import {
  createBrowserRouter,
  createMemoryRouter,
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
    await ensurePatched(new URL(href, 'http://preload.invalid').pathname);
    await warmRouteModules(router.routes as RouteObject[], href);
  };

  resolveRouter(router);
  return { router, patcher, preload };
};
