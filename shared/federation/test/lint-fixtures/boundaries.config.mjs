// A miniature repository with the real layout, linted by boundaries.test.ts with the real rules.
import tseslint from 'typescript-eslint';
import { boundaryConfig } from '../../../../eslint.boundaries.mjs';

export default [
  { languageOptions: { parser: tseslint.parser } },
  ...boundaryConfig(import.meta.dirname),
];
