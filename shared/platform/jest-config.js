// The jest config of a web package (host or remote), so each one tests alone with the same setup:
//   import { webJestConfig } from '@ontoloom/platform/jest-config';
//   export default webJestConfig('remote-auth');

/** @returns {import('jest').Config} */
export function webJestConfig(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: '@ontoloom/platform/jest-environment',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: ['@ontoloom/platform/jest-setup'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // eventsource-parser (the chat panel's stream reader) ships ES modules only.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?eventsource-parser/)',
    ],
    ...overrides,
  };
}
