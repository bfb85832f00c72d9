import type { RouteObject } from 'react-router';

/** Where each remote's `./routes` is mounted; its route paths are relative to this. */
export const REMOTE_MOUNTS = [
  { routeId: 'auth', path: 'auth', remote: 'remote_auth' },
  { routeId: 'projects', path: 'projects', remote: 'remote_projects' },
  { routeId: 'settings', path: 'settings', remote: 'remote_settings' },
] as const;

export type RemoteMount = (typeof REMOTE_MOUNTS)[number];
export type RemoteName = RemoteMount['remote'];

/** Loads the route tree a remote exposes; injectable so tests can fake remotes. */
export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RouteObject[]>;

/** The mount a pathname belongs to, by its first segment. */
export const mountForPath = (pathname: string): RemoteMount | undefined => {
  const first = pathname.split('/').filter(Boolean)[0];
  return REMOTE_MOUNTS.find((mount) => mount.path === first);
};
