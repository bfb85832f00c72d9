import type { DnfPredicate, DnfRule } from '@ontoloom/contract/domain';
import type { Entity, Relation } from '../extraction/types';

/**
 * Blocking predicates: the contract's seven plus `token` (shares a word), `ngram` (shares a
 * 3-character sequence), `phonetic` (same Double Metaphone codes), `number` and `date` equality.
 */
export type PredicateName =
  DnfPredicate['predicate'] | 'token' | 'ngram' | 'phonetic' | 'number' | 'date';

export type BlockingPredicate = { property: string; predicate: PredicateName };

/** A learned rule: OR of ANDs of predicates, with its estimates and a plain-words description. */
export type BlockingRule = Omit<DnfRule, 'disjuncts'> & {
  disjuncts: BlockingPredicate[][];
  /** Comparisons an all-pairs search would make in this class. */
  all_pairs: number;
  /** Likely duplicate pairs found in the sample (scored at or above the threshold). */
  positives: number;
  /**
   * What `estimated_recall` is: the share of the sample's expected duplicates (by the match
   * model) that the rule compares and the model accepts, or, without a model, the share of the
   * likely pairs the rule compares (blind to duplicates scored under the threshold).
   */
  recall_basis: 'match_model' | 'likely_pairs';
  /** Duplicates the match model expects among the pairs compared in the sample. */
  expected_duplicates: number;
  /** Without a model: pairs of the sample scored just under the threshold (within 0.15). */
  near_misses: number;
  description: string;
};

/** A pair of entity ids labelled by the user: the same thing (`match`) or not. */
export type LabelledPair = { a: string; b: string; match: boolean };

export type DedupClassStats = {
  class_name: string;
  entities: number;
  /** Distinct pairs the rule proposed and the scorer compared. */
  compared_pairs: number;
  matched_pairs: number;
  clusters: number;
  /** Blocks skipped because they were larger than the limit (their pairs were not compared). */
  skipped_blocks: number;
};

export type DedupCluster = { id: string; class_name: string; member_ids: string[] };

export type DedupResult = {
  entities: Entity[];
  relations: Relation[];
  merged_count: number;
  clusters: DedupCluster[];
  stats: DedupClassStats[];
};
