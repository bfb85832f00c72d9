import type { ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../routing/route-handle';

/** One place the host mounts the remote's `./routes`; the dev shell mounts them at the same path. */
export type DevShellMount = {
  /** Path of the mount, as in the host: 'projects', 'settings', 'auth'… (no leading slash). */
  path: string;
  routes: RouteObject[];
  /** The host's mount route carries a breadcrumb (e.g. "Projects"); give the same one here. */
  handle?: RouteHandle;
  loader?: LoaderFunction;
  /**
   * 'active' (default): behind the host's guard, signed-in active users only.
   * 'public': like the host's `/auth` mount, reachable signed out.
   */
  access?: 'active' | 'public';
};

export type DevShellOptions = {
  /** The remote's federation name, shown in the header (e.g. 'remote_ontologies'). */
  remoteName: string;
  mounts: DevShellMount[];
  /**
   * What `/` shows a signed-in active user. Default: a redirect to the first 'active' mount
   * without params, or else a page naming the user and the remote's areas.
   */
  home?: ReactNode;
  /** Paths the default home page links to. Default: the mount paths without params. */
  links?: string[];
  /**
   * The dev sign-in page at `/auth/login` (where `requireAuth` sends signed-out users). Turn it
   * off when the remote brings its own `/auth/login` (remote-auth).
   */
  devSignIn?: boolean;
};
