import { REMOTES } from '@ontoloom/federation/remotes';

/**
 * The shell's runtime files, preloaded by index.html (see RUNTIME_PRELOADS in the federation
 * package) and picked up by the page's first script, where they used to be asked for only once
 * the shell's code had run (~600 ms into a cold load); and, once `remotes.json` says where it
 * lives, the manifest of the remote that serves this address. Each answer is handed over once: a
 * later call (a retry) asks again.
 */
// The default cache mode, so the index.html's preload of the same URL answers it (a no-store
// request would not use it); both files are served no-store, so nothing stale is kept.
const ask = (url: string) => fetch(url, { headers: { Accept: 'application/json' } });

const early = { config: ask('/config.json'), remotes: ask('/remotes.json') };
// Failed early: the caller's own attempt reports it.
early.config.catch(() => {});
early.remotes.catch(() => {});

const handOnce = (answer: Promise<Response>): typeof fetch => {
  let pending: Promise<Response> | undefined = answer;
  return (input, init) => {
    const response = pending ?? fetch(input, init);
    pending = undefined;
    return response;
  };
};

export const fetchConfigJson = handOnce(early.config);
export const fetchRemotesJson = handOnce(early.remotes);

/** The remote mounted at the first segment of `pathname`, if any (top-level mounts only). */
export const remoteForPath = (pathname: string): string | undefined => {
  const segment = pathname.split('/')[1] ?? '';
  return REMOTES.find((remote) => 'path' in remote.mount && remote.mount.path === segment)?.name;
};

/**
 * Preloads the manifest of this address's remote as soon as `remotes.json` is in (a copy of the
 * answer is read; the original goes to the registry loader). The federation runtime's own fetch
 * of the manifest then finds it already on its way.
 */
export function preloadRemoteManifest(pathname: string) {
  const name = remoteForPath(pathname);
  if (!name) return;
  void early.remotes
    .then((response) => response.clone().json())
    .then((body: { remotes?: { name?: string; entry?: string }[] }) => {
      const entry = body.remotes?.find((remote) => remote.name === name)?.entry;
      if (!entry) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = entry;
      document.head.append(link);
    })
    .catch(() => {});
}
