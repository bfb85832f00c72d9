import { RemoteLoadError, loadRemoteRegistry, parseRemoteRegistry } from '../src/runtime';
import { remoteErrorPlugin } from '../src/runtime/error-plugin';

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
