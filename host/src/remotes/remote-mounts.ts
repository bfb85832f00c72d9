import { REMOTES, type RemoteMountDefinition, type RemoteName } from '@ontoloom/federation/remotes';
import { matchPath, type RouteObject } from 'react-router';

/** Where each remote's `./routes` is mounted (its registry entry); its route paths are relative to this. */
export type RemoteMount = RemoteMountDefinition & { remote: RemoteName };

export const REMOTE_MOUNTS: readonly RemoteMount[] = REMOTES.map((remote) => ({
  ...remote.mount,
  remote: remote.name,
}));

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
