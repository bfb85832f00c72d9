import { REMOTE_MOUNTS, type RemoteName, type ResolvedMount } from '@ontoloom/federation/remotes';
import { matchPath, type RouteObject } from 'react-router';

/**
 * Where each remote's `./routes` is mounted, as its registry entry declares (a nested remote
 * names the slot of its parent remote; the host knows no remote's inner routes).
 */
export type RemoteMount = ResolvedMount;
export { REMOTE_MOUNTS };
export type { RemoteName };

/** Loads the route tree a remote exposes; injectable so tests can fake remotes. */
export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RouteObject[]>;

/** Every mount a pathname is under, outermost first (a nested mount needs its parent first). */
export const mountsForPath = (pathname: string): RemoteMount[] =>
  REMOTE_MOUNTS.filter(
    (mount) => matchPath({ path: `/${mount.path}`, end: false }, pathname) !== null,
  ).sort((a, b) => a.path.split('/').length - b.path.split('/').length);

/** The innermost mount a pathname belongs to. */
export const mountForPath = (pathname: string): RemoteMount | undefined =>
  mountsForPath(pathname).at(-1);

/** The mounts nested directly under a mount (e.g. ontologies under projects). */
export const nestedMounts = (routeId: string): RemoteMount[] =>
  REMOTE_MOUNTS.filter((mount) => mount.parent?.routeId === routeId);
