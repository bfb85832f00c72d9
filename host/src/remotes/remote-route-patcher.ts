import type { RouteObject } from 'react-router';
import { mountForPath, type LoadRemoteRoutes, type RemoteMount } from './remote-mounts';

type Patch = (routeId: string, children: RouteObject[]) => void;

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
      pending = loadRemoteRoutes(mount.remote);
      loads.set(mount.remote, pending);
      pending.catch(() => loads.delete(mount.remote));
    }
    return pending;
  };

  /** Ensures the remote owning `pathname` is loaded and patched; no-op outside the mounts. */
  const ensure = async (pathname: string, patch: Patch, signal?: AbortSignal): Promise<void> => {
    const mount = mountForPath(pathname);
    if (!mount || patched.has(mount.routeId)) return;
    const routes = await load(mount);
    if (patched.has(mount.routeId)) return;
    // React Router ignores a patch for an aborted navigation: only count one that applied.
    patch(mount.routeId, routes);
    if (!signal?.aborted) patched.add(mount.routeId);
  };

  return { ensure, isPatched: (routeId: string) => patched.has(routeId) };
};

export type RemoteRoutePatcher = ReturnType<typeof createRemoteRoutePatcher>;
