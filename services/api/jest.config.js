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
  // Also compiled: ESM-only dependencies (content-disposition via @fastify/swagger-ui, cookie via
  // inject, openid-client with oauth4webapi and jose, the dedup engine's double-metaphone, the rules engine's given names from @faker-js/faker), which
  // jest's CommonJS runtime cannot require on Node 20.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@electric-sql/pglite|content-disposition|cookie|openid-client|oauth4webapi|jose|double-metaphone|@faker-js/faker)/)',
  ],
  extensionsToTreatAsEsm: [],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
