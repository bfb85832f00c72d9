import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** React Router's package: one shared singleton (its contexts must be one copy at run time). */
export const ROUTER = 'react-router';

/**
 * What the apps use of React Router. A shared module cannot be tree-shaken (the build does not
 * know what other apps will take from it), so sharing the package whole put all of it in the
 * host's first bundle, server rendering and cookie parsing included: 184 KB of 866. The shared
 * `react-router` is instead this kit, which re-exports these names only and so lets the build
 * drop the rest (62 → 32 KiB gzip measured alone). A name missing here fails the federation
 * test that reads every app's imports (test/router-kit.test.ts): add it, and rebuild the host.
 *
 * Tried for zod the same way, and dropped: its `z` namespace, taken whole by a kit, brings every
 * locale (+59 KiB gzip in the host), and a kit listing `z`'s members would have to tell types
 * from values in every `z.` of the code. Each remote keeps its own tree-shaken zod.
 */
export const ROUTER_KIT_EXPORTS = [
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
] as const;

/**
 * The package's own ES module entry under another name: the kit imports from it, since an import
 * of `react-router` inside the kit would be the shared module, that is the kit itself.
 */
export const ROUTER_IMPLEMENTATION = '@ontoloom/react-router-implementation';

export type RouterKit = {
  /** Where this build writes the kit module (a virtual file inside its node_modules). */
  file: string;
  source: string;
  /** The absolute path of React Router's ES module entry, for the alias. */
  implementation: string;
};

/** The kit for this app's installed React Router. */
export function routerKit(rootDir: string): RouterKit {
  const requireFromApp = createRequire(path.join(rootDir, 'package.json'));
  const packageJson = requireFromApp.resolve(`${ROUTER}/package.json`);
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports['.']?.import?.default;
  if (!entry) throw new Error(`${packageJson}: no ES module entry under exports["."].import`);
  return {
    file: path.join(rootDir, 'node_modules', '.ontoloom', 'router-kit', 'index.js'),
    source: `export { ${ROUTER_KIT_EXPORTS.join(', ')} } from '${ROUTER_IMPLEMENTATION}';\n`,
    implementation: path.join(path.dirname(packageJson), entry),
  };
}
