/**
 * The remote registry: the one place that says which micro-frontends exist, where each lives, on
 * which port it is served and where the host mounts it. Every other place derives from it: each
 * remote's rspack config and dev shell, the host's mounts, `start-stack.ts` (served remotes,
 * remotes.json, development CORS origins), the e2e stack's ports. Files that cannot import it
 * (docker-compose.yml, host/public/remotes.json) are checked against it by test/remotes.test.ts.
 *
 * Browser-safe: plain data, imported by the host and the dev shells as well as by Node scripts.
 * Adding a remote: one folder `remote-<area>/` plus one entry here (README, "Add a remote").
 */

/** Where the host mounts a remote's `./routes`; the remote's route paths are relative to it. */
export type RemoteMountDefinition =
  /**
   * At a top-level path of the app, e.g. `projects`, inside one of the host's layouts: `public`
   * (signed-out pages: the auth layout) or `app` (signed-in, active users: header, navigation,
   * breadcrumbs). `breadcrumbKey` labels the mount's breadcrumb (a key of the platform's `common`
   * translations); the host and the remote's dev shell both read it from here.
   */
  | { routeId: string; path: string; layout: MountLayout; breadcrumbKey?: string }
  /**
   * Inside another remote's tree, as wl-squide's `parentPath`: under the slot that remote
   * declares (e.g. remote_projects' `project`), at `segment`. The slot's route also shows a
   * navigation item for it (e.g. a tab of the project's section nav), labelled `navKey`.
   */
  | { routeId: string; slot: string; segment: string; navKey: string };

/** The host layout a top-level mount sits in. */
export type MountLayout = 'public' | 'app';

export type RemoteDefinition = {
  /** Federation name: the container's name, `output.uniqueName`, the `name` in remotes.json. */
  name: string;
  /** Folder at the repository root (its package is `@ontoloom/<folder>`). */
  folder: string;
  /** Port of its rspack dev server; `pnpm start` serves the built remote on it too. */
  devPort: number;
  mount: RemoteMountDefinition;
  /**
   * Routes of this remote other remotes may mount under: slot name → route path relative to its
   * mount (the remote's route tree uses the same value, see `remoteSlot`).
   */
  slots?: Record<string, string>;
};

/** The host shell: not a remote, but its port belongs beside theirs. */
export const HOST_APP = { name: 'ontoloom_host', folder: 'host', devPort: 3000 } as const;

export const REMOTES = [
  {
    name: 'remote_auth',
    folder: 'remote-auth',
    devPort: 3001,
    mount: { routeId: 'auth', path: 'auth', layout: 'public' },
  },
  {
    name: 'remote_projects',
    folder: 'remote-projects',
    devPort: 3002,
    mount: {
      routeId: 'projects',
      path: 'projects',
      layout: 'app',
      breadcrumbKey: 'breadcrumbs.projects',
    },
    // One project's route: the areas of a project (ontologies, runs, knowledge bases).
    slots: { project: ':projectId' },
  },
  {
    name: 'remote_settings',
    folder: 'remote-settings',
    devPort: 3003,
    mount: {
      routeId: 'settings',
      path: 'settings',
      layout: 'app',
      breadcrumbKey: 'breadcrumbs.settings',
    },
  },
  {
    name: 'remote_ontologies',
    folder: 'remote-ontologies',
    devPort: 3004,
    // Inside a project, so the project shell (section tabs, breadcrumbs) wraps its screens.
    mount: { routeId: 'ontologies', slot: 'project', segment: 'ontologies', navKey: 'ontologies' },
  },
  {
    name: 'remote_runs',
    folder: 'remote-runs',
    devPort: 3005,
    // Inside remote_projects' `project` slot (its `:projectId` route), with a tab in the
    // project's section nav labelled `project.sections.runs` (remote-projects' locales).
    mount: { routeId: 'runs', slot: 'project', segment: 'runs', navKey: 'runs' },
  },
  {
    name: 'remote_knowledge_bases',
    folder: 'remote-knowledge-bases',
    devPort: 3006,
    // In the project slot too: the tab is labelled `project.sections.knowledgeBases`.
    mount: {
      routeId: 'knowledge-bases',
      slot: 'project',
      segment: 'knowledge-bases',
      navKey: 'knowledgeBases',
    },
  },
] as const satisfies readonly RemoteDefinition[];

export type RemoteName = (typeof REMOTES)[number]['name'];
export type RemoteFolder = (typeof REMOTES)[number]['folder'];

const remotes: readonly RemoteDefinition[] = REMOTES;

/** The registry entry of a federation name (typed: a misspelt name does not compile). */
export const remoteByName = (name: RemoteName): RemoteDefinition => {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`No remote named "${name}" in shared/federation/src/remotes.ts`);
  return remote;
};

/** A slot a remote declares: the route path (relative to its mount) others mount under. */
export const remoteSlot = <Name extends RemoteName>(
  name: Name,
  slot: keyof Extract<(typeof REMOTES)[number], { name: Name; slots: object }>['slots'],
): string => {
  const path = remoteByName(name).slots?.[slot as string];
  if (path === undefined) throw new Error(`${name} declares no slot "${String(slot)}"`);
  return path;
};

/** A mount resolved against the registry: its full path and, when nested, where it hangs. */
export type ResolvedMount = {
  routeId: string;
  path: string;
  remote: RemoteName;
  /** The host layout of the top-level mount this one is (or is nested in). */
  layout: MountLayout;
  /** The breadcrumb key of the top-level mount this one is (or is nested in). */
  breadcrumbKey?: string;
  /**
   * For a nested mount: the parent mount, its path, the route path of the slot (relative to the
   * parent) and the segment.
   */
  parent?: { routeId: string; path: string; at: string; segment: string; navKey: string };
};

const resolveMount = (remote: RemoteDefinition): ResolvedMount => {
  const name = remote.name as RemoteName;
  const { mount } = remote;
  if ('path' in mount) {
    return {
      routeId: mount.routeId,
      path: mount.path,
      remote: name,
      layout: mount.layout,
      ...(mount.breadcrumbKey === undefined ? {} : { breadcrumbKey: mount.breadcrumbKey }),
    };
  }
  const owner = remotes.find((candidate) => candidate.slots?.[mount.slot] !== undefined);
  if (!owner || !('path' in owner.mount)) {
    throw new Error(
      `${remote.name} mounts in slot "${mount.slot}", which no top-level remote declares`,
    );
  }
  const at = owner.slots?.[mount.slot] ?? '';
  return {
    routeId: mount.routeId,
    path: `${owner.mount.path}/${at}/${mount.segment}`,
    remote: name,
    layout: owner.mount.layout,
    ...(owner.mount.breadcrumbKey === undefined
      ? {}
      : { breadcrumbKey: owner.mount.breadcrumbKey }),
    parent: {
      routeId: owner.mount.routeId,
      path: owner.mount.path,
      at,
      segment: mount.segment,
      navKey: mount.navKey,
    },
  };
};

/** Every remote's mount, with full paths (what the host patches remotes under). */
export const REMOTE_MOUNTS: readonly ResolvedMount[] = remotes.map(resolveMount);

/** The top-level mounts of one host layout, in registry order (the host's mount routes). */
export const topLevelMounts = (layout: MountLayout): ResolvedMount[] =>
  REMOTE_MOUNTS.filter((mount) => !mount.parent && mount.layout === layout);

/** The mount of one remote. */
export const mountOf = (name: RemoteName): ResolvedMount =>
  REMOTE_MOUNTS.find((mount) => mount.remote === name) as ResolvedMount;

/**
 * Navigation items of a slot: one per remote mounted in it, in registry order (`to` is relative
 * to the slot's route, `navKey` names the label in the slot owner's translations).
 */
export const slotNavItems = (slot: string): { navKey: string; to: string }[] =>
  remotes.flatMap(({ mount }) =>
    'slot' in mount && mount.slot === slot ? [{ navKey: mount.navKey, to: mount.segment }] : [],
  );

/** The registry entry of a folder, or undefined for a folder that is not a registered remote. */
export const remoteByFolder = (folder: string): RemoteDefinition | undefined =>
  remotes.find((candidate) => candidate.folder === folder);

/** `remote-ontologies` → `REMOTE_ONTOLOGIES_PORT`: the variable `start-stack.ts` reads its port from. */
export const remotePortEnvKey = (remote: Pick<RemoteDefinition, 'folder'>): string =>
  `${remote.folder.replace(/-/g, '_').toUpperCase()}_PORT`;

/** Where a remote's manifest is served: `<origin>/<version>/mf-manifest.json`. */
export const remoteManifestUrl = (origin: string, version: string): string =>
  `${origin}/${version}/mf-manifest.json`;

/** The content of a remotes.json listing every registered remote. */
export const remotesFile = (
  entryOf: (remote: RemoteDefinition) => string,
): { remotes: { name: string; entry: string }[] } => ({
  remotes: remotes.map((remote) => ({ name: remote.name, entry: entryOf(remote) })),
});
