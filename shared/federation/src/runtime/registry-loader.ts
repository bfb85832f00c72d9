import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteRegistryEntry = { name: string; entry: string };
export type RemoteRegistry = { remotes: RemoteRegistryEntry[] };

export class RemoteRegistryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteRegistryError';
  }
}

const isEntry = (value: unknown): value is RemoteRegistryEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RemoteRegistryEntry).name === 'string' &&
  typeof (value as RemoteRegistryEntry).entry === 'string' &&
  (value as RemoteRegistryEntry).name.length > 0 &&
  (value as RemoteRegistryEntry).entry.length > 0;

export const parseRemoteRegistry = (body: unknown): RemoteRegistry => {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isEntry)) {
    throw new RemoteRegistryError('remotes.json must be {"remotes":[{"name","entry"}]}');
  }
  return { remotes };
};

export type LoadRegistryOptions = {
  url?: string;
  fetchImpl?: typeof fetch;
  register?: (remotes: RemoteRegistryEntry[], options: { force: boolean }) => void;
};

/**
 * Reads remotes.json (never cached: ops re-point or pin a remote by editing it) and registers
 * every remote's mf-manifest.json with the federation runtime. Must run before first render.
 */
export const loadRemoteRegistry = async ({
  url = '/remotes.json',
  fetchImpl = fetch,
  register = registerRemotes,
}: LoadRegistryOptions = {}): Promise<RemoteRegistry> => {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RemoteRegistryError(`Could not fetch ${url}`, { cause: error });
  }
  if (!response.ok) throw new RemoteRegistryError(`${url} answered ${response.status}`);
  const registry = parseRemoteRegistry(await response.json());
  // force: a re-registration (e.g. after an edit of remotes.json) replaces the old entry.
  register(registry.remotes, { force: true });
  return registry;
};
