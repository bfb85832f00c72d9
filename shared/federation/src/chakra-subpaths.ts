import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Chakra UI's package: its barrel re-exports ~1,000 names from per-component subpaths. */
export const CHAKRA = '@chakra-ui/react';

export type ChakraSubpaths = {
  /** Where Chakra is installed for this app. */
  packageDir: string;
  /** Every export of the barrel that a subpath also exports: name → `@chakra-ui/react/<subpath>`. */
  exports: Record<string, string>;
  /** Every subpath request, each a shared module of its own. */
  requests: string[];
};

/** Subpaths of the package besides the component folders (its package.json `exports`). */
const TOP_LEVEL: Record<string, string> = {
  'hooks/': 'hooks',
  'styled-system/': 'styled-system',
  'preset.js': 'preset',
  'preset-base.js': 'preset-base',
  'collection.js': 'collection',
  'theme/': 'theme',
  'anatomy.js': 'anatomy',
};

/**
 * Reads the barrel (`dist/esm/index.js`): each `export { … } from '<source>'` names the subpath
 * that exports the same binding — `./components/<dir>/…` is `@chakra-ui/react/<dir>`; a name
 * Chakra re-exports from `@ark-ui/react/<dir>` is re-exported by its own `<dir>` too. Names with
 * no subpath (`createContext`, `mergeProps`…) are left out. A test imports every pair and checks
 * the bindings are the same, so an upgrade that moves things fails there, not in a browser.
 */
export function chakraSubpaths(rootDir: string): ChakraSubpaths {
  const requireFromApp = createRequire(path.join(rootDir, 'package.json'));
  const packageDir = path.dirname(requireFromApp.resolve(`${CHAKRA}/package.json`));
  const esm = path.join(packageDir, 'dist', 'esm');
  const components = new Set(
    readdirSync(path.join(esm, 'components'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const subpathOf = (source: string): string | undefined => {
    const component = /^\.\/components\/([^/]+)\//.exec(source)?.[1];
    if (component && components.has(component)) return component;
    const ark = /^@ark-ui\/react\/([^/]+)$/.exec(source)?.[1];
    if (ark && components.has(ark)) return ark;
    if (ark === 'collection') return 'collection';
    for (const [prefix, subpath] of Object.entries(TOP_LEVEL)) {
      if (source.startsWith(`./${prefix}`)) return subpath;
    }
    return undefined;
  };

  // Each subpath's entry lists its exports by name (no `export *`): a name is mapped to a subpath
  // only if that entry names it.
  const entryText = new Map<string, string>();
  const entryOf = (subpath: string) => {
    const file = components.has(subpath)
      ? path.join(esm, 'components', subpath, 'index.js')
      : path.join(
          esm,
          `${subpath}${['hooks', 'styled-system', 'theme'].includes(subpath) ? '/index' : ''}.js`,
        );
    let text = entryText.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = '';
      }
      entryText.set(file, text);
    }
    return text;
  };
  const names = (subpath: string, name: string) =>
    new RegExp(`[{,\\s]${name.replace(/\$/g, '\\$')}[,}\\s]`).test(entryOf(subpath));

  const exports: Record<string, string> = {};
  const namespaces = new Map<string, string>();
  const barrel = readFileSync(path.join(esm, 'index.js'), 'utf8');
  for (const line of barrel.split('\n')) {
    const namespace = /^import \* as (\S+) from '([^']+)';/.exec(line);
    if (namespace) {
      namespaces.set(namespace[1]!, namespace[2]!);
      continue;
    }
    const reexport = /^export \{([^}]*)\}(?: from '([^']+)')?;/.exec(line);
    if (!reexport) continue;
    for (const specifier of reexport[1]!.split(',')) {
      const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
      if (!local || !exported) continue;
      const source = reexport[2] ?? namespaces.get(local);
      const subpath = source ? subpathOf(source) : undefined;
      if (subpath && names(subpath, exported)) exports[exported] = `${CHAKRA}/${subpath}`;
    }
  }
  return { packageDir, exports, requests: [...new Set(Object.values(exports))].sort() };
}

/**
 * Chakra's components shared in a few groups rather than one module each: a page needs several
 * of a group at once (a form: field, input, checkbox…), and one chunk per component made a cold
 * login 69 requests on HTTP/1.1. Subpaths named in no group are groups of their own (the heavy,
 * rarely used ones: date picker, color picker, tree view…).
 */
const GROUPS: Record<string, string[]> = {
  core: [
    'styled-system',
    'preset-base',
    'hooks',
    'box',
    'flex',
    'stack',
    'grid',
    'simple-grid',
    'container',
    'center',
    'absolute-center',
    'aspect-ratio',
    'bleed',
    'circle',
    'square',
    'spacer',
    'wrap',
    'group',
    'float',
    'sticky',
    'show',
    'for',
    'client-only',
    'environment',
    'locale',
    'portal',
    'presence',
    'visually-hidden',
    'skip-nav',
    'text',
    'heading',
    'em',
    'span',
    'strong',
    'mark',
    'quote',
    'blockquote',
    'code',
    'kbd',
    'link',
    'list',
    'separator',
    'icon',
    'image',
    'badge',
    'spinner',
    'loader',
    'skeleton',
    'button',
    'checkmark',
    'radiomark',
    'format',
    'highlight',
    'status',
    // Recipes and markup only (no state machine), on the first screen (the login's card):
    'card',
    'alert',
  ],
  // Text fields (the login's), apart from the choices with a state machine each.
  forms: [
    'field',
    'fieldset',
    'input',
    'input-addon',
    'input-element',
    'input-group',
    'textarea',
    'native-select',
  ],
  choices: ['checkbox', 'checkbox-card', 'radio-group', 'radio-card', 'switch'],
  // The toaster loads with the first toast, the other overlays once a page opens one.
  toast: ['toast'],
  overlays: ['dialog', 'drawer', 'menu', 'popover', 'tooltip', 'hover-card', 'action-bar'],
  display: [
    'data-list',
    'empty-state',
    'table',
    'tabs',
    'tag',
    'breadcrumb',
    'progress',
    'progress-circle',
    'stat',
    'avatar',
    'accordion',
    'collapsible',
    'timeline',
    'steps',
    'pagination',
    'scroll-area',
    'segment-group',
  ],
};

/** Where the apps import Chakra's groups from (modules each build writes, see chakraKit). */
export const CHAKRA_KIT = '@ontoloom/chakra-kit';

/** Where a build writes the kit's modules (virtual files, inside its node_modules). */
export const chakraKitDir = (rootDir: string) =>
  path.join(rootDir, 'node_modules', '.ontoloom', 'chakra-kit');

/** The file a build provides Chakra's barrel from (for remotes built before the kit). */
export const chakraBarrelFile = (rootDir: string) => path.join(chakraKitDir(rootDir), 'barrel.js');

export type ChakraKit = {
  rootDir: string;
  /** The barrel as provided: Chakra's own, with every recipe given to the system first. */
  barrelSource: string;
  /** name → `@ontoloom/chakra-kit/<group>`, for the import-rewriting loader. */
  exports: Record<string, string>;
  /** `@ontoloom/chakra-kit/<group>` → the module's source (re-exports from Chakra's subpaths). */
  modules: Record<string, string>;
};

/** The groups whose components' recipes are in the system from the start (the login's). */
export const FIRST_SCREEN_GROUPS = ['core', 'forms'];
/** The group whose module also makes the system: Chakra's default config with the first screen's recipes. */
const SYSTEM_GROUP = `${CHAKRA_KIT}/core`;
/** The kit's module that adds every other recipe to the system, imported by the other groups. */
const RECIPES_MODULE = `${CHAKRA_KIT}/recipes`;
/** Names the core group provides in place of Chakra's (the preset would build a second system). */
const SYSTEM_NAMES = ['createSystem', 'defaultConfig'];
/**
 * Subpaths left out of the kit: Chakra's whole theme (every recipe) and its preset (a system of
 * its own). As groups they would share most of core's modules and split core into small chunks.
 */
const LEFT_OUT = [`${CHAKRA}/theme`, `${CHAKRA}/preset`];

/** Where the recipes added later wait for the systems made, one registry for the page. */
const RECIPE_REGISTRY = `(globalThis[Symbol.for('ontoloom.chakraRecipes')] ??= { systems: [], recipes: {}, slotRecipes: {} })`;
/**
 * Gives a system the registry's recipes it lacks. A system reads `theme.recipes[key]` when a
 * component first asks for it, so a recipe added before any component of its group renders
 * (the group's module imports the recipes module first) is there in time.
 */
const APPLY_RECIPES = `const applyRecipes = (system, registry) => {
  const theme = system._config.theme;
  for (const kind of ['recipes', 'slotRecipes']) {
    theme[kind] = { ...registry[kind], ...theme[kind] };
  }
};`;

/** `import { a, b } from './x.js';` lines of a Chakra module, with their files made absolute. */
const absoluteImports = (source: string, dir: string) =>
  source.replace(/from '(\.\.?\/[^']+)'/g, (_, file: string) => `from '${path.join(dir, file)}'`);

/** Recipe key → the import line of its file, from Chakra's `theme/recipes.js` or `slot-recipes.js`. */
const recipeImports = (file: string): Map<string, { name: string; line: string }> => {
  const source = readFileSync(file, 'utf8');
  const lines = new Map<string, string>();
  for (const match of source.matchAll(/^import \{ (\w+) \} from '([^']+)';$/gm))
    lines.set(match[1]!, absoluteImports(match[0], path.dirname(file)));
  const byKey = new Map<string, { name: string; line: string }>();
  for (const match of source.matchAll(/^ {2}(\w+): (\w+),?$/gm)) {
    const line = lines.get(match[2]!);
    if (line) byKey.set(match[1]!, { name: match[2]!, line });
  }
  return byKey;
};

/** The recipe keys the components of `subpaths` ask for (`key: "button"` in their code). */
const recipeKeysOf = (esm: string, subpaths: string[]): Set<string> => {
  const keys = new Set<string>();
  for (const subpath of subpaths) {
    const dir = path.join(esm, 'components', subpath);
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    } catch {
      continue; // not a component folder (styled-system, hooks…)
    }
    for (const file of files)
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/key: "(\w+)"/g))
        keys.add(match[1]!);
  }
  return keys;
};

/** Chakra's recipes and slot recipes by key, and the keys of the first screen's components. */
const themeRecipes = (esm: string) => {
  const theme = path.join(esm, 'theme');
  const eager = recipeKeysOf(
    esm,
    FIRST_SCREEN_GROUPS.flatMap((group) => GROUPS[group] ?? []),
  );
  const kinds = [
    ['recipes', recipeImports(path.join(theme, 'recipes.js'))],
    ['slotRecipes', recipeImports(path.join(theme, 'slot-recipes.js'))],
  ] as const;
  return { eager, kinds };
};

/**
 * The system, made in the core group: Chakra's `defaultConfig` as its preset builds it, but with only the recipes
 * of the first screen's components (28 KiB gzip of recipes otherwise), and without the preset's
 * own `defaultSystem`, which Chakra builds when the preset loads (a second system, ~90 ms in Node, that
 * the app never uses); and `createSystem`, which registers each system so the other recipes
 * reach it when the recipes module loads.
 */
const systemSource = (esm: string): string => {
  const theme = path.join(esm, 'theme');
  const { eager, kinds } = themeRecipes(esm);
  const themeSource = readFileSync(path.join(theme, 'index.js'), 'utf8');
  const themeImports = [...themeSource.matchAll(/^import .*;$/gm)]
    .map((match) => match[0])
    .filter((line) => !/\/(slot-)?recipes\.js'/.test(line))
    .map((line) => absoluteImports(line, theme));
  const themeBody = themeSource
    .split('\n')
    .filter((line) => !/^(import|export) /.test(line) && line !== '"use strict";')
    .join('\n');
  const recipeLines = kinds.flatMap(([, byKey]) =>
    [...byKey].filter(([key]) => eager.has(key)).map(([, { line }]) => line),
  );
  const objects = kinds.map(
    ([kind, byKey]) =>
      `const ${kind} = { ${[...byKey]
        .filter(([key]) => eager.has(key))
        .map(([key, { name }]) => `${key}: ${name}`)
        .join(', ')} };`,
  );
  return [
    `import { createSystem as createChakraSystem, mergeConfigs } from '${CHAKRA}/styled-system';`,
    `import { defaultBaseConfig } from '${CHAKRA}/preset-base';`,
    ...themeImports,
    ...new Set(recipeLines),
    ...objects,
    themeBody,
    'export const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);',
    APPLY_RECIPES,
    'export const createSystem = (...configs) => {',
    '  const system = createChakraSystem(...configs);',
    `  const registry = ${RECIPE_REGISTRY};`,
    '  registry.systems.push(system);',
    '  applyRecipes(system, registry);',
    '  return system;',
    '};',
  ].join('\n');
};

/** The recipes module: the recipes of Chakra's theme the system starts without, given to every system made. */
const recipesModule = (esm: string): string => {
  const { eager, kinds } = themeRecipes(esm);
  const later = kinds.map(
    ([kind, byKey]) => [kind, [...byKey].filter(([key]) => !eager.has(key))] as const,
  );
  return [
    ...new Set(later.flatMap(([, entries]) => entries.map(([, { line }]) => line))),
    APPLY_RECIPES,
    `const registry = ${RECIPE_REGISTRY};`,
    ...later.map(
      ([kind, entries]) =>
        `Object.assign(registry.${kind}, { ${entries.map(([key, { name }]) => `${key}: ${name}`).join(', ')} });`,
    ),
    'for (const system of registry.systems) applyRecipes(system, registry);',
  ].join('\n');
};

/** Chakra's exports by group, and each group's module, for this app's installed Chakra. */
export function chakraKit(rootDir: string): ChakraKit {
  const { exports: subpathOf, packageDir } = chakraSubpaths(rootDir);
  const esm = path.join(packageDir, 'dist', 'esm');
  const groupOf = new Map<string, string>();
  for (const [group, subpaths] of Object.entries(GROUPS)) {
    for (const subpath of subpaths) groupOf.set(`${CHAKRA}/${subpath}`, group);
  }
  const exports: Record<string, string> = {};
  const members = new Map<string, Map<string, string[]>>();
  for (const [name, subpath] of Object.entries(subpathOf)) {
    const group = groupOf.get(subpath) ?? subpath.slice(CHAKRA.length + 1);
    const request = `${CHAKRA_KIT}/${group}`;
    if (SYSTEM_NAMES.includes(name)) {
      // The apps' createSystem and defaultConfig are core's own (systemSource).
      exports[name] = SYSTEM_GROUP;
      continue;
    }
    if (LEFT_OUT.includes(subpath)) continue;
    exports[name] = request;
    const bySubpath = members.get(request) ?? new Map<string, string[]>();
    bySubpath.set(subpath, [...(bySubpath.get(subpath) ?? []), name]);
    members.set(request, bySubpath);
  }
  const firstScreen = new Set(FIRST_SCREEN_GROUPS.map((group) => `${CHAKRA_KIT}/${group}`));
  const modules = Object.fromEntries(
    [...members].map(([request, bySubpath]) => [
      request,
      [
        // Every other group's components need recipes the system starts without.
        ...(firstScreen.has(request) ? [] : [`import '${RECIPES_MODULE}';`]),
        ...[...bySubpath].map(
          ([subpath, names]) => `export { ${names.join(', ')} } from '${subpath}';`,
        ),
      ].join('\n'),
    ]),
  );
  // Core makes the system too: one chunk for the first screen's Chakra, as before.
  modules[SYSTEM_GROUP] = `${modules[SYSTEM_GROUP]}\n${systemSource(esm)}`;
  modules[RECIPES_MODULE] = recipesModule(esm);
  const barrelSource = `import '${RECIPES_MODULE}';\nexport * from '${path.join(esm, 'index.js')}';`;
  return { rootDir, barrelSource, exports, modules };
}
