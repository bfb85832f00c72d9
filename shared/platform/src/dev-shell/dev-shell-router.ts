import { warmRouteModules } from '../routing/preload';
import {
  createBrowserRouter,
  createMemoryRouter,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { createDevShellRoutes } from './dev-shell-routes';
import type { DevShellOptions } from './types';

export type DevShellRouterOptions = DevShellOptions & {
  /** Tests pass initial entries to get a memory router. */
  initialEntries?: string[];
};

export type DevShellRouter = {
  router: DataRouter;
  /** Preload on intent (R2.32), as the host does: the lazy route modules of a location. */
  preload: (href: string) => Promise<void>;
};

/** The data router of a dev shell (browser history, or memory history for tests). */
export const createDevShellRouter = ({
  initialEntries,
  ...options
}: DevShellRouterOptions): DevShellRouter => {
  const routes = createDevShellRoutes(options);
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries })
    : createBrowserRouter(routes);
  const preload = (href: string) => warmRouteModules(router.routes as RouteObject[], href);
  return { router, preload };
};
