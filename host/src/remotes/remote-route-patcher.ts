import { NotFoundView } from '@ontoloom/platform';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import {
  mountsForPath,
  nestedMounts,
  type LoadRemoteRoutes,
  type RemoteMount,
} from './remote-mounts';

type Patch = (routeId: string, children: RouteObject[]) => void;

/**
 * Adds the mount points of nested mounts (e.g. `ontologies` under `:projectId`) to a remote's
 * tree. Their splat child is what makes React Router ask for a patch (see app-routes.tsx).
 */
const withMountPoints = (mount: RemoteMount, routes: RouteObject[]): RouteObject[] => {
  const nested = nestedMounts(mount.routeId);
  if (nested.length === 0) return routes;
  const visit = (list: RouteObject[], prefix: string): RouteObject[] =>
    list.map((route): RouteObject => {
      const path = [prefix, route.path].filter(Boolean).join('/');
      const here = nested.filter((child) => route.path && child.parent?.at === path);
      const children = route.children ? visit(route.children, path) : undefined;
      if (here.length === 0) return (children ? { ...route, children } : route) as RouteObject;
      const points: RouteObject[] = here.map((child) => ({
        id: child.routeId,
        path: child.parent?.segment,
        children: [{ path: '*', element: createElement(NotFoundView) }],
      }));
      return { ...route, children: [...(children ?? []), ...points] } as RouteObject;
    });
  return visit(routes, '');
};

/**
 * Loads each remote's routes at most once per router and patches them under its mount.
 * A failed load is forgotten so the next navigation (or a reload) tries again.
 */
export const createRemoteRoutePatcher = (loadRemoteRoutes: LoadRemoteRoutes) => {
  const loads = new Map<string, Promise<RouteObject[]>>();
  const patched = new Set<string>();

  const load = (mount: RemoteMount): Promise<RouteObject[]> => {
    let pending = loads.get(mount.remote);
    if (!pending) {
      pending = loadRemoteRoutes(mount.remote).then((routes) => withMountPoints(mount, routes));
      loads.set(mount.remote, pending);
      pending.catch(() => loads.delete(mount.remote));
    }
    return pending;
  };

  const ensureMount = async (mount: RemoteMount, patch: Patch, signal?: AbortSignal) => {
    if (patched.has(mount.routeId)) return;
    const routes = await load(mount);
    if (patched.has(mount.routeId)) return;
    // React Router ignores a patch for an aborted navigation: only count one that applied.
    patch(mount.routeId, routes);
    if (!signal?.aborted) patched.add(mount.routeId);
  };

  /** Ensures the remotes owning `pathname` are loaded and patched, outermost first. */
  const ensure = async (pathname: string, patch: Patch, signal?: AbortSignal): Promise<void> => {
    for (const mount of mountsForPath(pathname)) await ensureMount(mount, patch, signal);
  };

  return { ensure, isPatched: (routeId: string) => patched.has(routeId) };
};

export type RemoteRoutePatcher = ReturnType<typeof createRemoteRoutePatcher>;
