import type { BlockingPredicate, PredicateName } from './types';

const PHRASES: Record<PredicateName, string> = {
  exact: 'is identical',
  normalized: 'is the same once case, accents and punctuation are ignored',
  prefix: 'starts with the same 4 characters',
  first_token: 'starts with the same word',
  sorted_tokens: 'has the same words in any order',
  token: 'shares a word',
  ngram: 'shares a 3-character sequence',
  phonetic: 'sounds the same',
  year: 'has the same year',
  digits: 'has the same digits',
  number: 'is the same number',
  date: 'is the same date',
};

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The rule in plain words, as the run page shows it. */
export const describeRule = (rule: {
  class_name: string;
  disjuncts: BlockingPredicate[][];
  estimated_comparisons: number;
  estimated_recall: number;
  all_pairs: number;
  positives: number;
  recall_basis: 'match_model' | 'likely_pairs';
  expected_duplicates: number;
  near_misses: number;
}): string => {
  const conjunctions = rule.disjuncts.map((conjunction) =>
    conjunction.map((p) => `its ${p.property} ${PHRASES[p.predicate]}`).join(' and '),
  );
  const when = conjunctions.length > 0 ? conjunctions.join('; or when ') : 'never';
  const share = rule.all_pairs > 0 ? (100 * rule.estimated_comparisons) / rule.all_pairs : 0;
  const percent = `${Math.round(rule.estimated_recall * 100)}%`;
  const recall =
    rule.recall_basis === 'match_model'
      ? `It should find about ${percent} of duplicates: a match model learned on a sample expects ${count(rule.expected_duplicates)} duplicate pairs there, and ${percent} of them are compared by this rule and scored above the threshold.`
      : rule.positives > 0
        ? `It compares about ${percent} of the ${count(rule.positives)} pairs of a sample scored as duplicates${
            rule.near_misses > 0
              ? `; ${count(rule.near_misses)} more score just under the threshold and stay apart, so duplicates that look less alike are not counted in this figure`
              : ''
          }.`
        : 'No likely duplicates were found in the sample, so this is the default rule.';
  return (
    `Two ${rule.class_name} entities are compared when ${when}. ` +
    `About ${count(rule.estimated_comparisons)} comparisons instead of ${count(rule.all_pairs)} for all pairs ` +
    `(${share < 0.01 && share > 0 ? '<0.01' : share.toFixed(2)}%). ${recall}`
  );
};
