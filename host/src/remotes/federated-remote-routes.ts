import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '@ontoloom/federation/runtime';
import type { RouteObject } from 'react-router';
import type { LoadRemoteRoutes } from './remote-mounts';

type RoutesModule = { routes?: RouteObject[] };

/** The production loader: `<remote>/routes` through the federation runtime. */
export const loadFederatedRoutes: LoadRemoteRoutes = async (remote) => {
  const module = await loadRemote<RoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new RemoteLoadError(remote);
  return module.routes;
};
