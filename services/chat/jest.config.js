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
  // ESM-only dependencies jest's CommonJS runtime cannot require on Node 20 (the API's list: the
  // tests start a real API in-process).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@electric-sql/pglite|content-disposition|cookie|openid-client|oauth4webapi|jose|double-metaphone|@faker-js/faker)/)',
  ],
  extensionsToTreatAsEsm: [],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
