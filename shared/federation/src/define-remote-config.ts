import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { CORS_HEADERS, createBaseConfig, currentMode, htmlPlugin, type Mode } from './base-config';
import { hostFavicon } from './define-host-config';
import { remoteFederationOptions } from './federation-options';
import { remoteByFolder } from './remotes';

export type RemoteConfigOptions = {
  /** The remote's folder; its name and dev port come from its entry in the registry (remotes.ts). */
  rootDir: string;
  exposes: Record<string, string>;
  /**
   * Standalone dev shell entry (relative to rootDir, e.g. './src/dev/index.ts' doing
   * `import('./bootstrap')`). Built only in development, never into the deployed dist.
   */
  devShellEntry?: string;
  title?: string;
  mode?: Mode;
};

export const packageVersion = (rootDir: string): string => {
  const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!manifest.version) throw new Error(`${rootDir}/package.json has no version`);
  return manifest.version;
};

/** The registry entry of the remote in `rootDir`; a folder missing from the registry cannot build. */
export const registeredRemote = (rootDir: string) => {
  const folder = path.basename(path.resolve(rootDir));
  const remote = remoteByFolder(folder);
  if (!remote) {
    throw new Error(
      `${folder} has no entry in shared/federation/src/remotes.ts (README, "Add a remote")`,
    );
  }
  return remote;
};

/** rspack config of a remote: built into dist/<version>/ so several versions can be served. */
export const defineRemoteConfig = ({
  rootDir,
  exposes,
  devShellEntry,
  title,
  mode = currentMode(),
}: RemoteConfigOptions): Configuration => {
  const { name, devPort } = registeredRemote(rootDir);
  const version = packageVersion(rootDir);
  const withShell = Boolean(devShellEntry) && mode === 'development';
  const base = createBaseConfig({
    name,
    rootDir,
    mode,
    outputPath: path.join(rootDir, 'dist', version),
    // Chunks are found relative to the remote entry, wherever the registry points it.
    publicPath: 'auto',
    entry: withShell && devShellEntry ? { 'dev-shell': devShellEntry } : {},
  });
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin(remoteFederationOptions({ name, rootDir, exposes, mode })),
      // The shell's page is served at every path (history fallback): its scripts load from
      // the version folder, not relative to the page.
      ...(withShell
        ? [
            htmlPlugin({
              title: title ?? name,
              chunks: ['dev-shell'],
              publicPath: `/${version}/`,
              // Dev shells run inside the workspace, beside the host: same icon.
              favicon: hostFavicon(path.join(rootDir, '..', 'host')),
            }),
          ]
        : []),
    ],
    // `rspack serve` compiles dynamic imports lazily by default, and a lazy chunk only arrives
    // through hot updates, which these dev servers do not send: build every chunk up front.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      headers: CORS_HEADERS,
      hot: false,
      liveReload: false,
      // Same URLs as the deployed layout: http://localhost:<port>/<version>/mf-manifest.json.
      devMiddleware: { publicPath: `/${version}/` },
      historyApiFallback: withShell ? { index: `/${version}/index.html` } : false,
      static: false,
    },
  };
};
