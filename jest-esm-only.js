// The ESM-only dependencies jest's CommonJS runtime cannot require on Node 20, in one place: each
// package's jest.config.js compiles those its tests load (pnpm keeps every package under
// node_modules/.pnpm/<name>@<version>/node_modules/<name>).

/** Loaded wherever the rules engine runs: its dedup's double-metaphone, its given names. */
export const RULES_ENGINE = ['double-metaphone', '@faker-js/faker'];

/** The pipeline's readers of documents, besides the rules engine's. */
export const PIPELINE = [
  'pdfjs-dist',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  'marked',
  ...RULES_ENGINE,
];

/**
 * A service started in-process by its tests (the API, the chat service): PGlite, content-disposition
 * via @fastify/swagger-ui, cookie via inject, openid-client with oauth4webapi and jose, and the
 * rules engine its workers run.
 */
export const SERVICE = [
  '@electric-sql/pglite',
  'content-disposition',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'jose',
  ...RULES_ENGINE,
];

/** `transformIgnorePatterns` that compile `packages` and nothing else under node_modules. */
export const compiling = (packages) => [
  `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${packages.join('|')})/)`,
];
