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
export type RemoteMountDefinition = {
  /** Route id of the mount (unique among mounts). */
  routeId: string;
  /** Full path of the mount under `/`, e.g. `projects` or `projects/:projectId/ontologies`. */
  path: string;
  /**
   * For a mount nested inside another remote's tree: the parent mount's route id, the route path
   * (relative to the parent mount) it hangs under and its own segment there.
   */
  parent?: { routeId: string; at: string; segment: string };
};

export type RemoteDefinition = {
  /** Federation name: the container's name, `output.uniqueName`, the `name` in remotes.json. */
  name: string;
  /** Folder at the repository root (its package is `@ontoloom/<folder>`). */
  folder: string;
  /** Port of its rspack dev server; `pnpm start` serves the built remote on it too. */
  devPort: number;
  mount: RemoteMountDefinition;
};

/** The host shell: not a remote, but its port belongs beside theirs. */
export const HOST_APP = { name: 'ontoloom_host', folder: 'host', devPort: 3000 } as const;

export const REMOTES = [
  {
    name: 'remote_auth',
    folder: 'remote-auth',
    devPort: 3001,
    mount: { routeId: 'auth', path: 'auth' },
  },
  {
    name: 'remote_projects',
    folder: 'remote-projects',
    devPort: 3002,
    mount: { routeId: 'projects', path: 'projects' },
  },
  {
    name: 'remote_settings',
    folder: 'remote-settings',
    devPort: 3003,
    mount: { routeId: 'settings', path: 'settings' },
  },
  {
    name: 'remote_ontologies',
    folder: 'remote-ontologies',
    devPort: 3004,
    // Nested in remote_projects' project route, so the project shell (nav, breadcrumbs) wraps
    // the ontology screens.
    mount: {
      routeId: 'ontologies',
      path: 'projects/:projectId/ontologies',
      parent: { routeId: 'projects', at: ':projectId', segment: 'ontologies' },
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
