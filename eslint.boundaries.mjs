// The "never" arrows of ARCHITECTURE.md §1 as lint rules (bulletproof-react style zones).
// `boundaryConfig(root)` is used by eslint.config.mjs for the repository and by the fixture test
// (shared/federation/test/lint-fixtures) for a miniature repository with the same layout.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folders holding a package.json: `host`, `remote-*`, `shared/*`, `services/*`, … */
/** Classic zod's values, kept off the first screen (types may still come from it). */
const CLASSIC_ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "The first screen loads this module: build schemas with zod/mini (`import * as z from 'zod/mini'`).",
};

/** The modules of `@ontoloom/contract/session` (shared/contract/src/session.ts and what it imports). */
const SESSION_ENTRY_FILES = [
  'session',
  'common',
  'errors',
  'auth',
  'users',
  'limits',
  'api-version',
  'define-endpoint',
  'endpoints/users-auth',
].map((file) => `shared/contract/src/${file}.ts`);

const packages = (root) =>
  dirs(root)
    .flatMap((name) => [name, ...dirs(join(root, name)).map((child) => `${name}/${child}`)])
    .filter((dir) => !dir.includes('node_modules') && existsSync(join(root, dir, 'package.json')));

/** @param {string} root the repository root (folders `host`, `remote-*`, `shared/*`, `services/*`). */
export function boundaryConfig(root) {
  const remotes = dirs(root).filter((name) => name.startsWith('remote-'));
  // Plain paths, not globs: the rule does not mix the two in one zone, and `except` needs paths.
  const remoteDirs = remotes.map((remote) => `./${remote}`);
  const zones = [];

  for (const remote of remotes) {
    zones.push({
      target: `./${remote}`,
      from: [...remoteDirs.filter((other) => other !== `./${remote}`), './host', './services'],
      message: 'A remote never imports another remote, the host or a service (ARCHITECTURE.md §1).',
    });
    // One feature never reaches into another; shared pieces live in the remote's src/ outside features/.
    for (const feature of dirs(join(root, remote, 'src', 'features'))) {
      zones.push({
        target: `./${remote}/src/features/${feature}`,
        from: `./${remote}/src/features`,
        except: [`./${feature}`],
        message:
          'A feature never imports another feature; move the shared piece to the remote (src/components, src/api…).',
      });
    }
  }
  zones.push(
    {
      target: './shared',
      from: [...remoteDirs, './host', './services'],
      message: 'Shared packages never import a remote, the host or a service (ARCHITECTURE.md §1).',
    },
    {
      target: './shared/contract',
      from: ['./shared/platform', './shared/federation'],
      message: 'The contract is the bottom layer: it imports no other package of ours.',
    },
    {
      // The app, not host/scripts: the stack launcher starts the services.
      target: './host/src',
      from: [...remoteDirs, './services'],
      message: 'The host knows no remote’s insides and no service (ARCHITECTURE.md §1–2).',
    },
    {
      target: './services',
      from: [...remoteDirs, './host'],
      message: 'A service never imports a remote or the host (ARCHITECTURE.md §1).',
    },
    {
      target: './services/pipeline',
      from: './services/api',
      message: 'The pipeline never imports the API (ARCHITECTURE.md §1).',
    },
    {
      target: './services/pipeline',
      from: [
        './shared/contract/src/index.ts',
        './shared/contract/src/endpoints',
        './shared/contract/src/define-endpoint.ts',
      ],
      message:
        'The pipeline imports domain schemas from @ontoloom/contract/domain, never the HTTP endpoint table.',
    },
  );

  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // As import-x's flat `typescript` config: without these, TypeScript modules are not parsed
        // when following imports, and no-cycle sees nothing.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
            conditionNames: ['import', 'default'],
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      },
    },
    {
      // Cycles inside a package's sources. Packages cannot form cycles with each other (the zones
      // above point one way), so the search stops at the package's edge: following imports into
      // the contract or platform from every file doubled the lint time.
      files: ['**/src/**/*.{ts,tsx}'],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      // The platform loads with the first screen: it takes values from the contract's session
      // entry and loads the rest with import() (shared/contract/src/session.ts).
      files: ['shared/platform/src/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
      plugins: { '@typescript-eslint': tseslint.plugin },
      languageOptions: { parser: tseslint.parser },
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@ontoloom/contract',
                allowTypeImports: true,
                message:
                  'The first screen loads the platform: import values from @ontoloom/contract/session, or load the rest with loadContract().',
              },
              CLASSIC_ZOD,
            ],
          },
        ],
      },
    },
    {
      // The contract's session entry loads with the first screen too: zod/mini, whose functions
      // tree-shake (classic zod's methods cannot: zod on the login 26.3 → 15.9 KiB gzip).
      files: SESSION_ENTRY_FILES,
      plugins: { '@typescript-eslint': tseslint.plugin },
      languageOptions: { parser: tseslint.parser },
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }],
      },
    },
    ...packages(root).map((pkg) => ({
      files: [`${pkg}/**`],
      settings: { 'import-x/ignore': ['node_modules', `^(?!${escapeRegExp(join(root, pkg))}/)`] },
    })),
  ];
}
