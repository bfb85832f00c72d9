/** @type {import('jest').Config} */
export default {
  displayName: 'chat',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
    ],
  },
  // cookie (used by fastify's inject) is ESM-only; jest's CommonJS runtime needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?cookie/)'],
  extensionsToTreatAsEsm: [],
};
