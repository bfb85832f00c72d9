import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  KIT_PACKAGES,
  PACKAGE_KITS,
  implementationOf,
  packageKit,
  type KitPackage,
} from '../src/package-kits';
import { createSharedConfig } from '../src/shared-singletons';

const repoRoot = path.resolve(__dirname, '../../..');
const hostDir = path.join(repoRoot, 'host');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every value name imported from `pkg` by the apps' and the platform's sources. */
function namesTheAppsImport(pkg: KitPackage): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', 'host/src', 'remote-*/src', 'shared/platform/src'],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const importFrom = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escape(pkg)}'`,
    'g',
  );
  const names = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of source.matchAll(importFrom)) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, file);
      }
    }
  }
  return names;
}

describe.each(KIT_PACKAGES)('the %s kit', (pkg) => {
  const exported = PACKAGE_KITS[pkg] as readonly string[];

  test('holds every name the apps import (a missing one would be undefined at run time)', () => {
    const used = namesTheAppsImport(pkg);
    const missing = [...used]
      .filter(([name]) => !exported.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    // The scan reads real imports.
    expect(used.size).toBeGreaterThan(0);
  });

  test('re-exports each of its names from the package’s own ES module entry, which exports them', () => {
    const kit = packageKit(hostDir, pkg);
    expect(kit.source).toBe(`export { ${exported.join(', ')} } from '${implementationOf(pkg)}';\n`);
    expect(kit.implementation).toMatch(/\.m?js$/);
    expect(readFileSync(kit.implementation, 'utf8')).toMatch(/\bexport\b/);
    const requireFromHost = createRequire(path.join(hostDir, 'package.json'));
    const module = requireFromHost(pkg) as Record<string, unknown>;
    expect(exported.filter((name) => module[name] === undefined)).toEqual([]);
  });

  test('is what the shared module provides, still one singleton', () => {
    const shared = createSharedConfig({ rootDir: hostDir, eager: true });
    expect(shared[pkg]).toMatchObject({
      singleton: true,
      eager: true,
      import: packageKit(hostDir, pkg).file,
    });
  });
});

test('packages without a kit are shared whole', () => {
  const shared = createSharedConfig({ rootDir: hostDir, eager: true });
  expect(shared['react-dom']).not.toHaveProperty('import');
  expect(shared.i18next).not.toHaveProperty('import');
});
