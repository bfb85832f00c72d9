import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One copy at runtime of each (ARCHITECTURE §2); subpaths React resolves separately are listed. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  '@chakra-ui/react',
  '@emotion/react',
  'i18next',
  'react-i18next',
  '@ontoloom/platform',
  '@ontoloom/contract',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

export type SharedEntry = {
  singleton: true;
  eager: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion: false;
};

/** `react/jsx-runtime` → `react`, `@scope/pkg/sub` → `@scope/pkg`. */
export const packageNameOf = (request: string): string => {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
};

/**
 * Version of the package as installed for this app. Read from disk because package.json
 * ranges here are `catalog:`/`workspace:*`, which Module Federation cannot use as semver.
 */
export const installedVersion = (packageName: string, rootDir: string): string | undefined => {
  const requireFromApp = createRequire(path.join(rootDir, 'package.json'));
  let entry: string;
  try {
    entry = requireFromApp.resolve(packageName);
  } catch {
    return undefined;
  }
  // Walk up from the entry file to the package's own package.json (exports may hide it).
  let dir = path.dirname(entry);
  while (dir !== path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName && manifest.version) return manifest.version;
    } catch {
      // No package.json at this level: keep walking up.
    }
    dir = path.dirname(dir);
  }
  return undefined;
};

/** The `shared` map: every singleton with explicit version and `^version` requirement. */
export const createSharedConfig = ({
  rootDir,
  eager,
}: {
  rootDir: string;
  eager: boolean;
}): Record<SharedSingleton, SharedEntry> => {
  const entries = SHARED_SINGLETONS.map((request) => {
    const version = installedVersion(packageNameOf(request), rootDir);
    const entry: SharedEntry = {
      singleton: true,
      eager,
      requiredVersion: version ? `^${version}` : false,
      strictVersion: false,
      ...(version ? { version } : {}),
    };
    return [request, entry] as const;
  });
  return Object.fromEntries(entries) as Record<SharedSingleton, SharedEntry>;
};
