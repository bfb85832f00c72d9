// `@ontoloom/pipeline/dedup`: deduplication alone, for the API's run jobs (no text extraction stack).
export type {
  BlockingPredicate,
  BlockingRule,
  DedupClassStats,
  DedupCluster,
  DedupResult,
  PredicateName,
} from './types';
export { buildRules } from './build-rules';
export { executeDedup, skipDedup } from './execute';
export { describeRule } from './describe-rule';
export { createPairScorer } from './records';
export { mergeCluster, remapRelations } from './merge';
export { candidatePairs } from './candidates';
export type { CandidatePair } from './candidates';
