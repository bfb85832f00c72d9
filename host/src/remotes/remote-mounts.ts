import { matchPath, type RouteObject } from 'react-router';

/** Where each remote's `./routes` is mounted; its route paths are relative to this. */
export const REMOTE_MOUNTS = [
  { routeId: 'auth', path: 'auth', remote: 'remote_auth' },
  { routeId: 'projects', path: 'projects', remote: 'remote_projects' },
  { routeId: 'settings', path: 'settings', remote: 'remote_settings' },
  // Nested: a mount point is added under remote_projects' `:projectId` route when that remote
  // is patched in, so the project shell (nav, breadcrumbs) wraps the ontology screens.
  {
    routeId: 'ontologies',
    path: 'projects/:projectId/ontologies',
    remote: 'remote_ontologies',
    parent: { routeId: 'projects', at: ':projectId', segment: 'ontologies' },
  },
] as const;

export type RemoteName = (typeof REMOTE_MOUNTS)[number]['remote'];
export type RemoteMount = {
  routeId: string;
  path: string;
  remote: RemoteName;
  /** For a nested mount: the parent mount and the route path (relative to it) it hangs under. */
  parent?: { routeId: string; at: string; segment: string };
};

/** Loads the route tree a remote exposes; injectable so tests can fake remotes. */
export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RouteObject[]>;

const mounts: readonly RemoteMount[] = REMOTE_MOUNTS;

/** Every mount a pathname is under, outermost first (a nested mount needs its parent first). */
export const mountsForPath = (pathname: string): RemoteMount[] =>
  mounts
    .filter((mount) => matchPath({ path: `/${mount.path}`, end: false }, pathname) !== null)
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length);

/** The innermost mount a pathname belongs to. */
export const mountForPath = (pathname: string): RemoteMount | undefined =>
  mountsForPath(pathname).at(-1);

/** The mounts nested directly under a mount (e.g. ontologies under projects). */
export const nestedMounts = (routeId: string): RemoteMount[] =>
  mounts.filter((mount) => mount.parent?.routeId === routeId);
