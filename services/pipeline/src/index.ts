export type { Progress, ProgressCallback, ProgressUnit, StageOptions } from './common/progress';
export { isAbortError } from './common/progress';
export { stableId } from './common/ids';
export { LlmExtractionError, TextExtractionError, toStepError } from './common/errors';
export type { LlmErrorCode, TextExtractionErrorCode } from './common/errors';

export type {
  BlockKind,
  DocumentFormat,
  DocumentPage,
  ExtractedDocument,
  SourceDocument,
  TextBlock,
} from './text/document-model';
export { PAGE_SEPARATOR } from './text/document-model';
export { detectFormat } from './text/detect-format';
export { extractDocument, extractText } from './text/extract-text';

export type { Chunk } from './chunking/chunk';
export { chunkDocument, chunkPages } from './chunking/chunk-pages';
export { countTokens } from './chunking/token-count';

export type {
  ChunkExtraction,
  Entity,
  Extractor,
  PropertySource,
  Relation,
  TokenUsage,
} from './extraction/types';
export { normalizeLabel, ontologyView } from './extraction/ontology-view';
export type { OntologyView } from './extraction/ontology-view';
export { createRulesExtractor } from './extraction/rules/rules-extractor';
export { warmUpRulesEngine } from './extraction/rules/warm-up';
export type { RulesExtractorOptions } from './extraction/rules/rules-extractor';
export type { NerType } from './extraction/rules/ner';
export { createLlmExtractor } from './extraction/llm/llm-extractor';
export type { LlmSettings } from './extraction/llm/llm-extractor';
export { extractionJsonSchema, systemPrompt } from './extraction/llm/json-schema';
export { createExtractor, extractChunks } from './extraction/extract-chunks';

export type {
  BlockingPredicate,
  BlockingRule,
  DedupClassStats,
  DedupCluster,
  DedupResult,
  LabelledPair,
  PredicateName,
} from './dedup/types';
export { buildRules } from './dedup/build-rules';
export type { BuildOptions } from './dedup/build-rules';
export { executeDedup, skipDedup } from './dedup/execute';
export type { ExecuteOptions } from './dedup/execute';
export { describeRule } from './dedup/describe-rule';
export { createPairScorer } from './dedup/records';
export { candidatePairs } from './dedup/candidates';
export type { CandidatePair } from './dedup/candidates';
export type { DedupRecord } from './dedup/records';
export { chunkContext, contextChunkIndexes } from './extraction/context';
