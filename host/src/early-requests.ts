import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES } from '@ontoloom/federation/remotes';
// Not the runtime's index: the early script must not carry the federation runtime.
import { checkRemoteContract } from '@ontoloom/federation/runtime/contract-version';

/**
 * The shell's runtime files, preloaded by index.html (see RUNTIME_PRELOADS in the federation
 * package) and picked up by the page's first script (src/early.ts, a few KiB of its own build),
 * where they used to be asked for only once the shell's code had run (~600 ms into a cold load);
 * then, once `remotes.json` says where it lives, the remote that serves this address
 * (`preloadRemoteStart`). Each answer is handed over once: a later call (a retry) asks again.
 *
 * The early script and the shell each bundle this module: the requests and their answers live on
 * one global, so whichever runs first asks and the other takes the answers.
 */
// The default cache mode, so the index.html's preload of the same URL answers it (a no-store
// request would not use it); both files are served no-store, so nothing stale is kept.
const ask = (url: string) => fetch(url, { headers: { Accept: 'application/json' } });

type EarlyRequests = {
  config: Promise<Response>;
  remotes: Promise<Response>;
  /** This address's remote manifest, asked for once remotes.json was in; taken once. */
  manifest?: { url: string; response: Promise<Response> };
  /** The remote start preloads, begun (once per page). */
  remoteStart?: Promise<void>;
};

const EARLY = Symbol.for('ontoloom.earlyRequests');
const holder = globalThis as { [EARLY]?: EarlyRequests };

const startEarly = (): EarlyRequests => {
  const started = { config: ask('/config.json'), remotes: ask('/remotes.json') };
  // Failed early: the caller's own attempt reports it.
  started.config.catch(() => {});
  started.remotes.catch(() => {});
  return started;
};

const early: EarlyRequests = (holder[EARLY] ??= startEarly());

const handOnce = (take: () => Promise<Response> | undefined): typeof fetch => {
  let pending: Promise<Response> | undefined = take();
  return (input, init) => {
    const response = pending ?? fetch(input, init);
    pending = undefined;
    return response;
  };
};

export const fetchConfigJson = handOnce(() => early.config);
export const fetchRemotesJson = handOnce(() => early.remotes);

/** The remote mounted at the first segment of `pathname`, if any (top-level mounts only). */
export const remoteForPath = (pathname: string): string | undefined => {
  const segment = pathname.split('/')[1] ?? '';
  return REMOTES.find((remote) => 'path' in remote.mount && remote.mount.path === segment)?.name;
};

type ManifestAssets = { js?: { sync?: string[] } };
type RemoteManifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
};

/**
 * The scripts a remote's first render needs before anything else of it: its `remoteEntry.js`
 * and each exposed module's own chunks (its async chunks and shared modules come later, or from
 * the host). Addresses are resolved as the runtime resolves them: against the manifest's folder
 * when its public path is `auto`.
 */
export const remoteStartScripts = (manifestUrl: string, manifest: RemoteManifest): string[] => {
  const meta = manifest.metaData;
  const publicPath = meta?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = meta?.remoteEntry?.name
    ? [[meta.remoteEntry.path, meta.remoteEntry.name].filter(Boolean).join('/')]
    : [];
  const exposed = (manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
  return [...entry, ...exposed].map((file) => new URL(file, base).href);
};

const servesContract = (name: string, manifest: RemoteManifest) => {
  try {
    checkRemoteContract(name, manifest);
    return true;
  } catch {
    return false;
  }
};

/**
 * As soon as `remotes.json` is in, asks for the manifest of this address's remote with the
 * request the federation runtime makes (handed to it once by `earlyManifestPlugin`), then
 * preloads the remote's entry and exposed chunks, so they load while the shell's own code
 * downloads and runs instead of after it. Begun once per page, by whichever script runs first.
 */
export function preloadRemoteStart(pathname: string): Promise<void> {
  early.remoteStart ??= startRemote(pathname);
  return early.remoteStart;
}

function startRemote(pathname: string): Promise<void> {
  const name = remoteForPath(pathname);
  if (!name) return Promise.resolve();
  return (
    early.remotes
      .then((response) => response.clone().json())
      .then((body: { remotes?: { name?: string; entry?: string }[] }) => {
        const entry = body.remotes?.find((remote) => remote.name === name)?.entry;
        if (!entry) return;
        const response = fetch(entry, {});
        early.manifest = { url: entry, response };
        return response
          .then((answer) => (answer.ok ? answer.clone().json() : undefined))
          .then((manifest: RemoteManifest | undefined) => {
            // A remote this host cannot serve is refused from its manifest: none of its code loads.
            if (!manifest || !servesContract(name, manifest)) return;
            for (const href of remoteStartScripts(entry, manifest)) {
              const link = document.createElement('link');
              link.rel = 'preload';
              link.as = 'script';
              link.href = href;
              document.head.append(link);
            }
          });
      })
      // Failed early: the runtime's own attempt reports it.
      .catch(() => {})
  );
}

/** Hands the early manifest answer to the federation runtime's first fetch of that address. */
export const earlyManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'ontoloom-early-manifest',
  fetch(url) {
    if (early.manifest?.url !== url) return undefined;
    const { response } = early.manifest;
    early.manifest = undefined;
    return response;
  },
});
