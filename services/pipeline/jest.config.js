import { compiling, PIPELINE } from '../../jest-esm-only.js';

/** @type {import('jest').Config} */
export default {
  displayName: 'pipeline',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': '<rootDir>/jest-transform.js' },
  transformIgnorePatterns: compiling(PIPELINE),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  extensionsToTreatAsEsm: [],
};
