import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  HOST_APP,
  REMOTES,
  REMOTE_MOUNTS,
  mountOf,
  topLevelMounts,
  registeredRemote,
  remoteSlot,
  slotNavItems,
  remoteManifestUrl,
  remotePortEnvKey,
  remotesFile,
  type RemoteDefinition,
} from '../src';
import { packageVersion } from '../src/define-remote-config';

const repoRoot = path.resolve(__dirname, '../../..');
const registry: readonly RemoteDefinition[] = REMOTES;

/**
 * `remote-*` folders that are remotes (they build: an rspack config or a build script) but have
 * no registry entry. Folders holding only a README and a placeholder package.json are not built.
 */
const unregisteredRemoteFolders = (root: string, remotes: readonly RemoteDefinition[]) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => entry.name)
    .filter((folder) => {
      const manifest = path.join(root, folder, 'package.json');
      const scripts = existsSync(manifest)
        ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> })
            .scripts ?? {})
        : {};
      const builds = existsSync(path.join(root, folder, 'rspack.config.ts')) || 'build' in scripts;
      return builds && !remotes.some((remote) => remote.folder === folder);
    });

type ComposeService = { ports?: string[]; build?: { args?: Record<string, string> } };

/**
 * What a docker-compose file lacks for the registry: a service per remote folder building that
 * folder (APP) and publishing its port as `${REMOTE_<AREA>_PORT:-<dev port>}`, and the host's
 * `${WEB_PORT:-<dev port>}`.
 */
const composeGaps = (composeText: string, remotes: readonly RemoteDefinition[]) => {
  const services = (parse(composeText) as { services?: Record<string, ComposeService> }).services;
  const gaps: string[] = [];
  const expectService = (name: string, app: string, port: string) => {
    const service = services?.[name];
    if (service?.build?.args?.APP !== app) gaps.push(`${name}: build.args.APP ${app}`);
    if (!service?.ports?.includes(`${port}:8080`)) gaps.push(`${name}: ports ${port}:8080`);
  };
  expectService('host', 'host', `\${WEB_PORT:-${HOST_APP.devPort}}`);
  for (const remote of remotes)
    expectService(
      remote.folder,
      remote.folder,
      `\${${remotePortEnvKey(remote)}:-${remote.devPort}}`,
    );
  return gaps;
};

/** The development remotes.json: every remote on localhost at its dev port and current version. */
const devRemotesFile = () =>
  remotesFile((remote) =>
    remoteManifestUrl(
      `http://localhost:${remote.devPort}`,
      packageVersion(path.join(repoRoot, remote.folder)),
    ),
  );

describe('the remote registry', () => {
  test('names, folders, ports, mount ids and mount paths are each unique', () => {
    for (const key of ['name', 'folder', 'devPort'] as const) {
      const values = registry.map((remote) => remote[key]);
      expect({ key, values: [...new Set(values)] }).toEqual({ key, values });
    }
    const ports = [HOST_APP.devPort, ...registry.map((remote) => remote.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    for (const key of ['routeId', 'path'] as const) {
      const values = REMOTE_MOUNTS.map((mount) => mount[key]);
      expect({ key, values: [...new Set(values)] }).toEqual({ key, values });
    }
  });

  test('a nested mount hangs in a slot its parent remote declares, and shows in its nav', () => {
    expect(mountOf('remote_ontologies')).toEqual({
      routeId: 'ontologies',
      path: 'projects/:projectId/ontologies',
      remote: 'remote_ontologies',
      // It sits in its parent's layout, under its parent's breadcrumb.
      layout: 'app',
      breadcrumbKey: 'breadcrumbs.projects',
      parent: {
        routeId: 'projects',
        path: 'projects',
        at: ':projectId',
        segment: 'ontologies',
        navKey: 'ontologies',
      },
    });
    expect(remoteSlot('remote_projects', 'project')).toBe(':projectId');
    expect(slotNavItems('project')).toEqual([
      { navKey: 'ontologies', to: 'ontologies' },
      { navKey: 'runs', to: 'runs' },
      { navKey: 'knowledgeBases', to: 'knowledge-bases' },
    ]);
    expect(mountOf('remote_runs').path).toBe('projects/:projectId/runs');
    expect(mountOf('remote_knowledge_bases').path).toBe('projects/:projectId/knowledge-bases');
  });

  test('top-level mounts are grouped by the host layout they sit in', () => {
    expect(topLevelMounts('public').map((mount) => mount.path)).toEqual(['auth']);
    expect(topLevelMounts('app').map((mount) => [mount.path, mount.breadcrumbKey])).toEqual([
      ['projects', 'breadcrumbs.projects'],
      ['settings', 'breadcrumbs.settings'],
    ]);
  });

  test('every registered folder is a remote that builds with the shared config', () => {
    for (const remote of registry) {
      const config = path.join(repoRoot, remote.folder, 'rspack.config.ts');
      expect({ folder: remote.folder, config: existsSync(config) }).toEqual({
        folder: remote.folder,
        config: true,
      });
      expect(readFileSync(config, 'utf8')).toContain('defineRemoteConfig');
    }
  });

  test('every remote-* folder that builds has a registry entry', () => {
    expect(unregisteredRemoteFolders(repoRoot, registry)).toEqual([]);
  });

  test('a new remote folder without a registry entry is caught, and cannot build', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ontoloom-remotes-'));
    mkdirSync(path.join(root, 'remote-reports'));
    writeFileSync(path.join(root, 'remote-reports', 'rspack.config.ts'), '');
    mkdirSync(path.join(root, 'remote-knowledge-bases'));
    writeFileSync(path.join(root, 'remote-knowledge-bases', 'package.json'), '{}');
    expect(unregisteredRemoteFolders(root, registry)).toEqual(['remote-reports']);
    expect(() => registeredRemote(path.join(root, 'remote-reports'))).toThrow(
      'remote-reports has no entry in shared/federation/src/remotes.ts',
    );
  });

  test('docker-compose.yml builds the host and every registered remote, each on its port', () => {
    const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    expect(composeGaps(compose, registry)).toEqual([]);
    // The check itself: a compose file without the last remote fails.
    const last = registry.at(-1) as RemoteDefinition;
    const without = compose.replace(`\n  ${last.folder}:\n`, `\n  ${last.folder}-old:\n`);
    expect(composeGaps(without, registry)).toContain(
      `${last.folder}: build.args.APP ${last.folder}`,
    );
  });

  test('host/public/remotes.json (the dev servers) lists every remote at its dev port and version', () => {
    const file = JSON.parse(
      readFileSync(path.join(repoRoot, 'host', 'public', 'remotes.json'), 'utf8'),
    ) as unknown;
    // On a version bump or a new remote: `pnpm --filter @ontoloom/host dev-remotes` rewrites it.
    expect(file).toEqual(devRemotesFile());
  });

  test('each remote reads its stack port from REMOTE_<AREA>_PORT', () => {
    expect(registry.map(remotePortEnvKey)).toEqual([
      'REMOTE_AUTH_PORT',
      'REMOTE_PROJECTS_PORT',
      'REMOTE_SETTINGS_PORT',
      'REMOTE_ONTOLOGIES_PORT',
      'REMOTE_RUNS_PORT',
      'REMOTE_KNOWLEDGE_BASES_PORT',
    ]);
  });
});
