import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CHAKRA,
  CHAKRA_KIT,
  FIRST_SCREEN_GROUPS,
  chakraBarrelFile,
  chakraKit,
} from './chakra-subpaths';
import { isKitPackage, packageKit } from './package-kits';

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
  '@ontoloom/contract/session',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

export type SharedEntry = {
  singleton: true;
  /** The module provided under the shared name, when it is not the package itself. */
  import?: string;
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

/**
 * Shared modules even an eager host loads only when a page imports them: each group of Chakra
 * components but the first screen's (in the host's first bundle: no second wave of requests
 * for what every page needs), the platform, which imports them (an eager module may not
 * import a lazy one), and the contract but its session entry (shared/contract/src/session.ts).
 */
export const loadsWhenUsed = (request: string): boolean =>
  request === CHAKRA ||
  (request.startsWith(`${CHAKRA_KIT}/`) &&
    !FIRST_SCREEN_GROUPS.some((group) => request === `${CHAKRA_KIT}/${group}`)) ||
  request === '@ontoloom/platform' ||
  request === '@ontoloom/contract';

/**
 * The `shared` map: every singleton with explicit version and `^version` requirement (React
 * Router, react-i18next and TanStack Query as kits of the names the apps use, see
 * package-kits.ts), and each
 * group of the Chakra kit as a singleton of its own (the apps' imports are rewritten to them, see
 * chakra-imports-loader.cjs), so a page loads the groups of Chakra components it uses. The barrel stays
 * shared too, for remotes built before; within one build both are the same modules.
 */
export const createSharedConfig = ({
  rootDir,
  eager,
}: {
  rootDir: string;
  eager: boolean;
}): Record<string, SharedEntry> => {
  const requests = [...SHARED_SINGLETONS, ...Object.keys(chakraKit(rootDir).modules)];
  const entries = requests.map((request) => {
    // The kit's groups are Chakra, regrouped: they carry its version.
    const version = installedVersion(
      request.startsWith(`${CHAKRA_KIT}/`) ? CHAKRA : packageNameOf(request),
      rootDir,
    );
    const entry: SharedEntry = {
      singleton: true,
      // React Router, react-i18next, TanStack Query: provided as the kits of the names the apps
      // use (package-kits.ts).
      ...(isKitPackage(request) ? { import: packageKit(rootDir, request).file } : {}),
      // The barrel, for remotes built before the kit, with every recipe given to the system.
      ...(request === CHAKRA ? { import: chakraBarrelFile(rootDir) } : {}),
      eager: eager && !loadsWhenUsed(request),
      requiredVersion: version ? `^${version}` : false,
      strictVersion: false,
      ...(version ? { version } : {}),
    };
    return [request, entry] as const;
  });
  return Object.fromEntries(entries);
};
