import { createRequire } from 'node:module';
import path from 'node:path';
import { chakraKit, chakraSubpaths } from '../src/chakra-subpaths';

const hostDir = path.resolve(__dirname, '../../../host');
// Chakra's CommonJS build, as the host installs it (its re-exports are the same objects).
const requireFromHost = createRequire(path.join(hostDir, 'package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraImportsLoader = require('../src/chakra-imports-loader.cjs') as (
  this: { getOptions(): { exports: Record<string, string> }; resourcePath: string },
  source: string,
) => string;

test('every name mapped to a Chakra subpath is the same binding there as in the barrel', () => {
  const { exports, requests } = chakraSubpaths(hostDir);
  const barrel = requireFromHost('@chakra-ui/react') as Record<string, unknown>;
  // Nearly all of the barrel has a subpath (the rest: createContext, mergeProps…).
  expect(Object.keys(exports).length).toBeGreaterThan(Object.keys(barrel).length * 0.95);
  expect(requests.length).toBeGreaterThan(100);
  const wrong = Object.entries(exports).filter(([name, request]) => {
    const module = requireFromHost(request) as Record<string, unknown>;
    return module[name] === undefined || module[name] !== barrel[name];
  });
  expect(wrong).toEqual([]);
});

test("each group of the kit re-exports its names from their subpaths; the app's names are all in a group", () => {
  const kit = chakraKit(hostDir);
  expect(kit.exports).toMatchObject({
    Box: '@ontoloom/chakra-kit/core',
    Button: '@ontoloom/chakra-kit/core',
    ChakraProvider: '@ontoloom/chakra-kit/core',
    Field: '@ontoloom/chakra-kit/forms',
    Dialog: '@ontoloom/chakra-kit/overlays',
    Table: '@ontoloom/chakra-kit/display',
    DatePicker: '@ontoloom/chakra-kit/date-picker',
  });
  expect(kit.modules['@ontoloom/chakra-kit/forms']).toContain(
    "export { Input, InputPropsProvider } from '@chakra-ui/react/input';",
  );
  // A group holds only what its subpaths export: no barrel import anywhere.
  for (const source of Object.values(kit.modules)) {
    expect(source).not.toMatch(/from '@chakra-ui\/react'/);
  }
});

test('the loader rewrites barrel imports by group, keeps type-only names on the barrel, and names what it cannot place', () => {
  const kit = chakraKit(hostDir);
  const context = { getOptions: () => ({ exports: kit.exports }), resourcePath: 'page.tsx' };
  const source = [
    "import { Box, Field as F, type HTMLChakraProps, Dialog } from '@chakra-ui/react';",
    "import type { SystemStyleObject } from '@chakra-ui/react';",
    'const x = 1;',
  ].join('\n');
  const out = chakraImportsLoader.call(context, source).split('\n');
  expect(out[0]).toBe(
    "import { Box } from '@ontoloom/chakra-kit/core'; import { Field as F } from '@ontoloom/chakra-kit/forms'; import { Dialog } from '@ontoloom/chakra-kit/overlays'; import type { HTMLChakraProps } from '@chakra-ui/react';",
  );
  // Line for line: source maps stay right.
  expect(out.slice(1)).toEqual(source.split('\n').slice(1));
  expect(() =>
    chakraImportsLoader.call(context, "import { createContext } from '@chakra-ui/react';"),
  ).toThrow(/page\.tsx: "createContext" from @chakra-ui\/react has no group/);
});

test("issue 15 the system starts with the first screen's recipes; the other groups bring the rest of Chakra's theme, each recipe once", () => {
  const kit = chakraKit(hostDir);
  const { defaultConfig } = requireFromHost('@chakra-ui/react') as {
    defaultConfig: { theme: { recipes: object; slotRecipes: object } };
  };
  const keysIn = (source: string) =>
    [...source.matchAll(/\b(\w+): \w+(?:Slot)?Recipe\b/g)].map((match) => match[1]!);
  const core = kit.modules['@ontoloom/chakra-kit/core']!;
  const later = kit.modules['@ontoloom/chakra-kit/recipes']!;
  const first = keysIn(core);
  const rest = keysIn(later);
  expect(first).toEqual(expect.arrayContaining(['button', 'input', 'field', 'card', 'alert']));
  expect(rest).toEqual(expect.arrayContaining(['dialog', 'menu', 'table', 'toast', 'checkbox']));
  expect(first.filter((key) => rest.includes(key))).toEqual([]);
  expect([...first, ...rest].sort()).toEqual(
    [
      ...Object.keys(defaultConfig.theme.recipes),
      ...Object.keys(defaultConfig.theme.slotRecipes),
    ].sort(),
  );
  // Core makes the apps' system; no group is Chakra's preset or whole theme (a second system).
  expect(kit.exports).toMatchObject({
    createSystem: '@ontoloom/chakra-kit/core',
    defaultConfig: '@ontoloom/chakra-kit/core',
  });
  expect(Object.values(kit.exports)).not.toContain('@ontoloom/chakra-kit/preset');
  expect(Object.values(kit.exports)).not.toContain('@ontoloom/chakra-kit/theme');
  for (const [request, source] of Object.entries(kit.modules)) {
    const firstScreen = ['core', 'forms', 'recipes'].some((g) => request.endsWith(`/${g}`));
    expect([request, source.startsWith("import '@ontoloom/chakra-kit/recipes';")]).toEqual([
      request,
      !firstScreen,
    ]);
  }
  expect(kit.barrelSource).toMatch(/^import '@ontoloom\/chakra-kit\/recipes';/);
});
