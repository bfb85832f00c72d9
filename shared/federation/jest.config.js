/** @type {import('jest').Config} */
export default {
  displayName: 'federation',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
    ],
  },
  // @rspack/core 2 ships ESM only; see test/rspack-core-stub.cjs.
  moduleNameMapper: { '^@rspack/core$': '<rootDir>/test/rspack-core-stub.cjs' },
  extensionsToTreatAsEsm: [],
};
