// ESM-only packages that jest (CommonJS here) must compile; pnpm stores them under .pnpm/<name>@<version>.
const esmOnly = [
  'pdfjs-dist',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  'marked',
  'double-metaphone',
  '@faker-js\\+faker',
];

/** @type {import('jest').Config} */
export default {
  displayName: 'pipeline',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': '<rootDir>/jest-transform.js' },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmOnly.join('|')})@)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  extensionsToTreatAsEsm: [],
};
