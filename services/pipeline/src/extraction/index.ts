// `@ontoloom/pipeline/extraction`: the extractors alone, for the API's run jobs (no text
// extraction stack: pdf.js and mammoth stay in the child process).
export type { ChunkExtraction, Entity, Extractor, Relation, TokenUsage } from './types';
export { createExtractor, extractChunks } from './extract-chunks';
export { createRulesExtractor } from './rules/rules-extractor';
export { warmUpRulesEngine } from './rules/warm-up';
export { createLlmExtractor } from './llm/llm-extractor';
export type { LlmSettings } from './llm/llm-extractor';
export { ontologyView } from './ontology-view';
export { stableId } from '../common/ids';
export { toStepError, LlmExtractionError } from '../common/errors';
export { correctionsFrom, correctionOf, MAX_CORRECTIONS } from './llm/corrections';
export type { ReviewedModification } from './llm/corrections';
export { chunkContext, contextChunkIndexes, CONTEXT_CHUNKS_BEFORE } from './context';
export type { ExtractOptions } from './types';
