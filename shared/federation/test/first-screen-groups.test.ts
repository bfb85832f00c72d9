import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHAKRA, CHAKRA_KIT, FIRST_SCREEN_GROUPS, chakraKit } from '../src/chakra-subpaths';

const repoRoot = path.resolve(__dirname, '../../..');
const hostDir = path.join(repoRoot, 'host');
const PLATFORM_BARREL = path.join(repoRoot, 'shared/platform/src/index.ts');

/** The groups of Chakra the login screen may load (bench/README.md, first-screen figures). */
const LOGIN_MODULES = FIRST_SCREEN_GROUPS;

const resolveFile = (from: string, specifier: string): string | undefined => {
  if (specifier === '@ontoloom/platform') return PLATFORM_BARREL;
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
};

/**
 * What loading `entries` runs before anything renders: the files reached by static imports and
 * re-exports (not `import type`, not `import()`), with the Chakra names each one imports. The
 * platform is one shared module, so importing it reaches its whole barrel.
 */
function chakraNamesReached(entries: string[]): Map<string, string> {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(repoRoot, entry));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s+'([^']+)';/gms,
    )) {
      const [, clause, specifier] = match as unknown as [string, string, string];
      if (specifier === CHAKRA) {
        const list = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
        for (const item of list.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.set(name, path.relative(repoRoot, file));
        }
        continue;
      }
      const next = resolveFile(file, specifier);
      if (next) queue.push(next);
    }
    for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) {
      const next = resolveFile(file, match[1]!);
      if (next) queue.push(next);
    }
  }
  return names;
}

const groupsOf = (names: Map<string, string>) => {
  const kit = chakraKit(hostDir);
  const groups = new Map<string, string>();
  for (const [name, file] of names) {
    const group = kit.exports[name]?.slice(`${CHAKRA_KIT}/`.length) ?? `(no group: ${name})`;
    if (!groups.has(group)) groups.set(group, `${name} in ${file}`);
  }
  return groups;
};

test('issue 15 the login screen (host start-up, platform barrel, auth routes and login page) loads only the core and forms groups of Chakra (the toaster loads with the first toast)', () => {
  const groups = groupsOf(
    chakraNamesReached([
      'host/src/bootstrap.tsx',
      'remote-auth/src/routes.tsx',
      'remote-auth/src/features/login/login-route.tsx',
    ]),
  );
  const extra = [...groups]
    .filter(([group]) => !LOGIN_MODULES.includes(group))
    .map(([group, first]) => `${group} (${first})`);
  expect(extra).toEqual([]);
  // The scan reads real imports: the login's fields and the host's providers.
  expect([...groups.keys()].sort()).toEqual(expect.arrayContaining(['core', 'forms']));
});

test('issue 15 the scan sees a group a first-screen module would pull (the platform lazy parts’ own modules do)', () => {
  const groups = groupsOf(
    chakraNamesReached([
      'shared/platform/src/ui/confirm-dialog.tsx',
      'host/src/layout/app-layout.tsx',
      'shared/platform/src/ui/toaster-live.tsx',
    ]),
  );
  expect(groups.has('overlays')).toBe(true);
  expect(groups.has('toast')).toBe(true);
});
