// `@ontoloom/pipeline/chunking`: chunking alone, for the API process, which must not load the
// text extraction stack (pdf.js, mammoth) that runs in its own child process.
export type { Chunk } from './chunk';
export { chunkDocument, chunkPages } from './chunk-pages';
export { countTokens } from './token-count';
