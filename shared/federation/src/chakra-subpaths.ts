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
    'preset',
    'hooks',
    'theme',
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

export type ChakraKit = {
  rootDir: string;
  /** name → `@ontoloom/chakra-kit/<group>`, for the import-rewriting loader. */
  exports: Record<string, string>;
  /** `@ontoloom/chakra-kit/<group>` → the module's source (re-exports from Chakra's subpaths). */
  modules: Record<string, string>;
};

/** Chakra's exports by group, and each group's module, for this app's installed Chakra. */
export function chakraKit(rootDir: string): ChakraKit {
  const { exports: subpathOf } = chakraSubpaths(rootDir);
  const groupOf = new Map<string, string>();
  for (const [group, subpaths] of Object.entries(GROUPS)) {
    for (const subpath of subpaths) groupOf.set(`${CHAKRA}/${subpath}`, group);
  }
  const exports: Record<string, string> = {};
  const members = new Map<string, Map<string, string[]>>();
  for (const [name, subpath] of Object.entries(subpathOf)) {
    const group = groupOf.get(subpath) ?? subpath.slice(CHAKRA.length + 1);
    const request = `${CHAKRA_KIT}/${group}`;
    exports[name] = request;
    const bySubpath = members.get(request) ?? new Map<string, string[]>();
    bySubpath.set(subpath, [...(bySubpath.get(subpath) ?? []), name]);
    members.set(request, bySubpath);
  }
  const modules = Object.fromEntries(
    [...members].map(([request, bySubpath]) => [
      request,
      [...bySubpath]
        .map(([subpath, names]) => `export { ${names.join(', ')} } from '${subpath}';`)
        .join('\n'),
    ]),
  );
  return { rootDir, exports, modules };
}
