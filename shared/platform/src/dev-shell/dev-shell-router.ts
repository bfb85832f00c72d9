import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
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

const warmLazyRoute = async ({ lazy }: RouteObject): Promise<void> => {
  if (typeof lazy === 'function') await lazy();
  else if (lazy && typeof lazy === 'object') {
    await Promise.all(
      Object.values(lazy as Record<string, unknown>).map((load) =>
        typeof load === 'function' ? (load as () => Promise<unknown>)() : undefined,
      ),
    );
  }
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
  const preload = async (href: string): Promise<void> => {
    const pathname = new URL(href, 'http://preload.invalid').pathname;
    const matches = matchRoutes(router.routes as RouteObject[], pathname) ?? [];
    await Promise.all(matches.map((match) => warmLazyRoute(match.route)));
  };
  return { router, preload };
};
