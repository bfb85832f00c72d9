import { RemoteLoadError, loadRemoteRegistry, parseRemoteRegistry } from '../src/runtime';
import { remoteErrorPlugin } from '../src/runtime/error-plugin';
import {
  checkRemoteContract,
  CONTRACT_VERSION_FIELD,
  RemoteIncompatibleError,
} from '../src/runtime/contract-version';

const registry = {
  remotes: [
    { name: 'remote_auth', entry: 'http://localhost:3001/0.43.0/mf-manifest.json' },
    { name: 'remote_projects', entry: 'http://localhost:3002/0.43.0/mf-manifest.json' },
  ],
};

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('registry loader', () => {
  test('fetches remotes.json without cache and registers every remote with force', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(registry));
    const register = jest.fn();
    await loadRemoteRegistry({ url: '/remotes.json', fetchImpl, register });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(register).toHaveBeenCalledWith(registry.remotes, { force: true });
  });

  test('rejects a malformed registry and an unreachable one', async () => {
    expect(() => parseRemoteRegistry({ remotes: [{ name: 'x' }] })).toThrow('remotes.json');
    await expect(
      loadRemoteRegistry({ fetchImpl: async () => jsonResponse({}, 404), register: jest.fn() }),
    ).rejects.toThrow('404');
  });
});

describe('error plugin', () => {
  test('turns a failed remote load into a typed RemoteLoadError naming the remote', () => {
    const plugin = remoteErrorPlugin();
    const cause = new Error('RUNTIME-003 manifest');
    const call = () =>
      (plugin.errorLoadRemote as (args: object) => unknown)({
        id: 'remote_projects/routes',
        error: cause,
        lifecycle: 'onLoad',
        from: 'runtime',
      });
    expect(call).toThrow(RemoteLoadError);
    try {
      call();
    } catch (error) {
      expect((error as RemoteLoadError).remote).toBe('remote_projects');
      expect((error as RemoteLoadError).name).toBe('RemoteLoadError');
      expect((error as Error).cause).toBe(cause);
    }
  });
});

describe('contract versions of remotes', () => {
  const manifest = (version?: string) => ({
    metaData: {
      name: 'remote_projects',
      ...(version ? { [CONTRACT_VERSION_FIELD]: version } : {}),
    },
  });

  test('a remote built for the same or an older minor of the same major is served', () => {
    expect(() => checkRemoteContract('remote_projects', manifest('2.1.0'), '2.1.0')).not.toThrow();
    expect(() => checkRemoteContract('remote_projects', manifest('2.0.4'), '2.1.0')).not.toThrow();
    // Built before remotes declared it: let through.
    expect(() => checkRemoteContract('remote_projects', manifest(), '2.1.0')).not.toThrow();
  });

  test('a newer minor, another major or a garbled version is refused with both versions', () => {
    for (const builtFor of ['2.2.0', '3.0.0', '1.9.0', 'next']) {
      let refused: unknown;
      try {
        checkRemoteContract('remote_projects', manifest(builtFor), '2.1.0');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(RemoteIncompatibleError);
      expect(refused).toMatchObject({ remote: 'remote_projects', builtFor, supported: '2.1.0' });
    }
  });

  test("the runtime plugin refuses an incompatible manifest before the remote's code runs", async () => {
    const plugin = remoteErrorPlugin();
    const afterLoadManifest = plugin.afterLoadManifest as (args: object) => Promise<unknown>;
    const args = (version: string) => ({
      manifestUrl: 'http://localhost:3002/9.0.0/mf-manifest.json',
      moduleInfo: { name: 'remote_projects' },
      manifestJson: manifest(version),
    });
    await expect(afterLoadManifest(args('2.0.0'))).resolves.toBeTruthy();
    const refused = await afterLoadManifest(args('9.0.0')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RemoteLoadError);
    expect((refused as Error).cause).toBeInstanceOf(RemoteIncompatibleError);
  });
});
