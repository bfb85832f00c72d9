import { webJestConfig } from './jest-config.js';

// The platform tests itself with the config it gives the web packages, from its own files.
export default webJestConfig('platform', {
  testEnvironment: '<rootDir>/jest-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
});
