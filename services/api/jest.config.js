import { compiling, SERVICE } from '../../jest-esm-only.js';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // PGlite's CommonJS build loads node built-ins with import(), which jest's CommonJS runtime
    // rejects without --experimental-vm-modules; swc rewrites those calls to require().
    '/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: compiling(SERVICE),
  extensionsToTreatAsEsm: [],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
