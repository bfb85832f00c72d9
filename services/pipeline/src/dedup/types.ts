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
  /** Likely duplicate pairs found in the sample, against which recall is estimated. */
  positives: number;
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
