import { compiling, SERVICE } from '../../jest-esm-only.js';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'chat',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // As in services/api: PGlite's CommonJS build loads built-ins with import().
    '/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: compiling(SERVICE),
  extensionsToTreatAsEsm: [],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
