import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROUTER_IMPLEMENTATION, ROUTER_KIT_EXPORTS, routerKit } from '../src/router-kit';
import { createSharedConfig } from '../src/shared-singletons';

const repoRoot = path.resolve(__dirname, '../../..');
const hostDir = path.join(repoRoot, 'host');

/** Every value name imported from `react-router` by the apps' and the platform's sources. */
function namesTheAppsImport(): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', 'host/src', 'remote-*/src', 'shared/platform/src'],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const names = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g,
    )) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, file);
      }
    }
  }
  return names;
}

test('every React Router name the apps import is in the kit (a missing one would be undefined at run time)', () => {
  const missing = [...namesTheAppsImport()]
    .filter(([name]) => !(ROUTER_KIT_EXPORTS as readonly string[]).includes(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
  // The scan reads real imports.
  expect(namesTheAppsImport().get('useNavigate')).toBeDefined();
});

test('the kit re-exports each of its names from React Router’s own entry, which exports them', async () => {
  const kit = routerKit(hostDir);
  expect(kit.source).toBe(
    `export { ${ROUTER_KIT_EXPORTS.join(', ')} } from '${ROUTER_IMPLEMENTATION}';\n`,
  );
  expect(kit.implementation).toMatch(/react-router\/dist\/\w+\/index\.mjs$/);
  // The same entry the package resolves to for an ES module import.
  const requireFromHost = createRequire(path.join(hostDir, 'package.json'));
  const router = requireFromHost('react-router') as Record<string, unknown>;
  const absent = ROUTER_KIT_EXPORTS.filter((name) => router[name] === undefined);
  expect(absent).toEqual([]);
});

test('the shared react-router is provided as the kit, still one singleton', () => {
  const shared = createSharedConfig({ rootDir: hostDir, eager: true });
  expect(shared['react-router']).toMatchObject({
    singleton: true,
    eager: true,
    import: routerKit(hostDir).file,
  });
  expect(shared['react-dom']).not.toHaveProperty('import');
});
