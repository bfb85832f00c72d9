import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_VERSION } from '@ontoloom/contract/api-version';
import { CONTRACT_VERSION_FIELD } from './runtime/contract-version';
import { createSharedConfig } from './shared-singletons';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** Policy common to every app: manifest, no generated types, and a host that survives a dead remote. */
const commonOptions = {
  manifest: true,
  dts: false,
  // With the default ('version-first') every remote entry is fetched at start: one remote
  // down would blank the host.
  shareStrategy: 'loaded-first',
} as const;

/** Path of a runtime plugin shipped by this package, as the bundler must import it. */
export const runtimePluginPath = (rootDir: string, plugin: 'error-plugin'): string =>
  createRequire(path.join(rootDir, 'package.json')).resolve(
    `@ontoloom/federation/runtime/${plugin}`,
  );

export const hostFederationOptions = ({
  name,
  rootDir,
  runtimePlugins = [],
}: {
  name: string;
  rootDir: string;
  runtimePlugins?: string[];
}): FederationOptions => ({
  ...commonOptions,
  name,
  // Remotes come from remotes.json at run time (registerRemotes), never from the build.
  remotes: {},
  // Eager but for Chakra's groups beyond the first screen's and the platform, which load as their
  // own chunks when a page imports them (index.ts only imports bootstrap: the async boundary
  // they need).
  shared: createSharedConfig({ rootDir, eager: true }),
  runtimePlugins: [runtimePluginPath(rootDir, 'error-plugin'), ...runtimePlugins],
  // The federation runtime, once for the page: remotes built for production use the host's.
  // Only the browser's code paths (no Node script loading) in the runtime the page provides.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});

export const remoteFederationOptions = ({
  name,
  rootDir,
  exposes,
  mode,
}: {
  name: string;
  rootDir: string;
  exposes: Record<string, string>;
  mode: 'development' | 'production';
}): FederationOptions => ({
  ...commonOptions,
  // The manifest declares the contract (API) version the remote was built for: the host refuses
  // a remote it cannot serve before running any of its code (runtime/error-plugin.ts).
  manifest: {
    additionalData: ({ stats }) => {
      (stats.metaData as unknown as Record<string, unknown>)[CONTRACT_VERSION_FIELD] = API_VERSION;
      return stats;
    },
  },
  name,
  filename: 'remoteEntry.js',
  exposes,
  // In production a remote runs inside the host, which provides every shared singleton (its
  // config lists them all): the remote only consumes them (`import: false`), with no copy of its
  // own to fall back to. A second React, router or Chakra context would break the page anyway, and
  // the remote's entry no longer lists ~40 fallbacks and their chunks. The standalone dev shell
  // keeps its own copies.
  shared:
    mode === 'production'
      ? Object.fromEntries(
          Object.entries(createSharedConfig({ rootDir, eager: false })).map(([request, entry]) => [
            request,
            { ...entry, import: false as const },
          ]),
        )
      : createSharedConfig({ rootDir, eager: false }),
  // In production a remote runs inside the host, whose page provides the federation runtime
  // (34 KiB gzip of each remote entry otherwise); the standalone dev shell keeps its own.
  ...(mode === 'production'
    ? { experiments: { externalRuntime: true, optimization: { target: 'web' } } }
    : {}),
});
