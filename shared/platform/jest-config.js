// The jest config of a web package (host or remote), so each one tests alone with the same setup:
//   import { webJestConfig } from '@ontoloom/platform/jest-config';
//   export default webJestConfig('remote-auth');

/** Packages that ship ES modules only, which jest transforms like our own code. */
const ESM_PACKAGES = ['eventsource-parser'];

/**
 * `esmPackages`: more ES-module-only packages of this package's (added to the platform's: a
 * remote's list never drops the chat panel's stream reader).
 * @returns {import('jest').Config}
 */
export function webJestConfig(displayName, { esmPackages = [], ...overrides } = {}) {
  const esm = [...ESM_PACKAGES, ...esmPackages].join('|');
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
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esm})/)`],
    ...overrides,
  };
}
