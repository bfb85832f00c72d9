// @ts-check
'use strict';

/**
 * Rewrites `import { Button, Field } from '@chakra-ui/react'` into one import per group of the
 * Chakra kit (`@ontoloom/chakra-kit/core`, `@ontoloom/chakra-kit/forms`), each a shared module of
 * its own: a page downloads the groups it uses, not the whole library. Type-only
 * names stay on the barrel as `import type` (erased by the compiler). The map comes from
 * chakra-subpaths.ts; a name it lacks fails the build with its name.
 *
 * @this {{ getOptions(): { exports: Record<string, string> }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function chakraImportsLoader(source) {
  const { exports } = this.getOptions();
  const resourcePath = this.resourcePath;
  return source.replace(
    /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"];?/g,
    (/** @type {string} */ _statement, /** @type {string} */ specifiers) => {
      /** @type {Map<string, string[]>} */
      const bySubpath = new Map();
      /** @type {string[]} */
      const types = [];
      for (const raw of specifiers.split(',')) {
        const specifier = raw.trim();
        if (!specifier) continue;
        if (/^type\s/.test(specifier)) {
          types.push(specifier.replace(/^type\s+/, ''));
          continue;
        }
        const name = specifier.split(/\s+as\s+/)[0] ?? specifier;
        const request = exports[name];
        if (!request) {
          throw new Error(
            `${resourcePath}: "${name}" from @chakra-ui/react has no group to share it by (see shared/federation/src/chakra-subpaths.ts)`,
          );
        }
        bySubpath.set(request, [...(bySubpath.get(request) ?? []), specifier]);
      }
      const imports = [...bySubpath].map(
        ([request, names]) => `import { ${names.join(', ')} } from '${request}';`,
      );
      if (types.length > 0)
        imports.push(`import type { ${types.join(', ')} } from '@chakra-ui/react';`);
      return imports.join(' ');
    },
  );
};
