import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What the apps use of some shared packages. A shared module cannot be tree-shaken (the build
 * does not know what other apps will take from it), so sharing React Router whole put all of it
 * in the host's first bundle, server rendering and cookie parsing included: 184 KB of 866. Each
 * package here is shared instead as its kit, which re-exports these names only and so lets the
 * build drop the rest (React Router 62 → 32 KiB gzip measured alone; react-i18next's ICU `Trans`
 * and SSR helpers, TanStack Query's infinite queries, hydration and streamed queries). Each stays
 * one singleton (their contexts must be one copy at run time). A name missing here fails the
 * federation test that reads every app's imports (test/package-kits.test.ts): add it, and
 * rebuild the host.
 *
 * Tried for zod the same way, and dropped: its `z` namespace, taken whole by a kit, brings every
 * locale (+59 KiB gzip in the host), and a kit listing `z`'s members would have to tell types
 * from values in every `z.` of the code. Each remote keeps its own tree-shaken zod.
 */
export const PACKAGE_KITS = {
  'react-router': [
    'Link',
    'MemoryRouter',
    'NavLink',
    'Outlet',
    'RouterProvider',
    'ScrollRestoration',
    'createBrowserRouter',
    'createMemoryRouter',
    'data',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'matchRoutes',
    'redirect',
    'useBlocker',
    'useHref',
    'useLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRevalidator',
    'useRouteError',
    'useRouteLoaderData',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'Trans', 'initReactI18next', 'useTranslation'],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'keepPreviousData',
    'queryOptions',
    'useMutation',
    'useQueries',
    'useQuery',
    'useQueryClient',
    'useSuspenseQuery',
  ],
} as const satisfies Record<string, readonly string[]>;

export type KitPackage = keyof typeof PACKAGE_KITS;

export const KIT_PACKAGES = Object.keys(PACKAGE_KITS) as KitPackage[];

export const isKitPackage = (request: string): request is KitPackage => request in PACKAGE_KITS;

/**
 * The package's own ES module entry under another name: the kit imports from it, since an import
 * of the package inside the kit would be the shared module, that is the kit itself.
 */
export const implementationOf = (pkg: KitPackage): string => `@ontoloom/kit-implementation/${pkg}`;

export type PackageKit = {
  /** Where this build writes the kit module (a virtual file inside its node_modules). */
  file: string;
  source: string;
  /** The absolute path of the package's ES module entry, for the alias. */
  implementation: string;
};

type ExportTarget = string | { default?: string; module?: string } | undefined;

/** The kit of one package, for this app's installed version. */
export function packageKit(rootDir: string, pkg: KitPackage): PackageKit {
  const requireFromApp = createRequire(path.join(rootDir, 'package.json'));
  const packageJson = requireFromApp.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import?: ExportTarget }>;
  };
  const target = manifest.exports['.']?.import;
  const entry = typeof target === 'string' ? target : target?.default;
  if (!entry) throw new Error(`${packageJson}: no ES module entry under exports["."].import`);
  return {
    file: path.join(rootDir, 'node_modules', '.ontoloom', 'kits', pkg, 'index.js'),
    source: `export { ${PACKAGE_KITS[pkg].join(', ')} } from '${implementationOf(pkg)}';\n`,
    implementation: path.join(path.dirname(packageJson), entry),
  };
}
