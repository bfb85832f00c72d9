import type { DnfBuildConfig, OntologyDocument } from '@ontoloom/contract/domain';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { Entity } from '../extraction/types';
import { describeRule } from './describe-rule';
import type { ResolvedPredicate } from './predicates';
import { agrees, allPredicates, predicateKeys } from './predicates';
import type { DedupRecord, Field } from './records';
import { crossFieldsOf, fieldsOf, preparedRecords, reaches, scorePair } from './records';
import { comparePair, learnMatchModel, matchProbability, MIN_FIELDS } from './match-model';
import { sampleIndices } from './sampling';
import type { Candidate } from './set-cover';
import { CostEstimator, greedyCover } from './set-cover';
import type { BlockingRule, LabelledPair } from './types';

export type BuildOptions = StageOptions & {
  /** Pairs the user labelled; they override the automatic labels. */
  labels?: LabelledPair[];
  /** Score from which an unlabelled pair counts as a duplicate (default 0.8, execute's default). */
  positiveThreshold?: number;
  /** Records searched for training pairs before queries grow instead (default 25,000). */
  discoveryPopulation?: number;
};

const COST_SAMPLE = 5_000;
// Training pairs are (query, population member) pairs sharing a key. Beyond this population the
// number of queries grows instead, so the sampled pair space (queries × population, a uniform
// sample of all pairs) keeps growing with n while keying costs queries + population records, not n.
const DISCOVERY_POPULATION = 25_000;
const MAX_QUERIES = 20_000;
// Blocks this large (estimated) are too common to find duplicates with; skipping them keeps the
// search for training pairs linear.
const DISCOVERY_MAX_BLOCK = 100;
const COMPARISONS_PER_ENTITY = 10;
// Candidate pairs for training are searched with the cheap predicates that imply the others
// (sharing a normalised value or a first word implies sharing a word; the same date implies the
// same year). N-grams, the costliest keys, are left out of the search but not out of the rule.
const DISCOVERY = new Set([
  'normalized',
  'sorted_tokens',
  'token',
  'prefix',
  'phonetic',
  'digits',
  'year',
  'number',
]);

/**
 * Pairs compared while looking for training pairs, kept for the recall estimate: at most `cap`,
 * thinned evenly (every second one dropped, then one in two, four… kept) when there are more.
 */
class ComparedPairs {
  readonly firsts: number[] = [];
  readonly seconds: number[] = [];
  readonly scores: number[] = [];
  private stride = 1;
  private seen = 0;

  constructor(private readonly cap: number) {}

  add(a: number, b: number, score: number) {
    if (this.seen++ % this.stride !== 0) return;
    this.firsts.push(a);
    this.seconds.push(b);
    this.scores.push(score);
    if (this.firsts.length < this.cap) return;
    for (const list of [this.firsts, this.seconds, this.scores]) {
      let kept = 0;
      for (let i = 0; i < list.length; i += 2) list[kept++] = list[i]!;
      list.length = kept;
    }
    this.stride *= 2;
  }

  get length() {
    return this.firsts.length;
  }
}

const ESTIMATE_PAIRS = 50_000;

/** Likely duplicate pairs: a sample of records against every record sharing any predicate key. */
const findPositives = (
  records: DedupRecord[],
  fields: Field[],
  singles: ResolvedPredicate[],
  queries: number[],
  population: number[],
  blockSize: (p: number, key: string) => number,
  threshold: number,
  signal?: AbortSignal,
): { positives: [number, number][]; compared: ComparedPairs } => {
  const cross = crossFieldsOf(fields);
  const compared = new ComparedPairs(ESTIMATE_PAIRS);
  const n = records.length;
  const indexes = singles.map((p) => {
    const index = new Map<string, number[]>();
    for (const q of queries)
      for (const key of predicateKeys(records[q]!, p.fieldIndex, p.predicate)) {
        const list = index.get(key);
        if (list) list.push(q);
        else index.set(key, [q]);
      }
    return index;
  });
  const seen = new Set<number>();
  const positives: [number, number][] = [];
  for (const [step, x] of population.entries()) {
    if (step % 10_000 === 0) throwIfAborted(signal);
    singles.forEach((p, pi) => {
      for (const key of predicateKeys(records[x]!, p.fieldIndex, p.predicate)) {
        const hits = indexes[pi]!.get(key);
        if (hits === undefined || blockSize(pi, key) > DISCOVERY_MAX_BLOCK) continue;
        for (const q of hits) {
          if (q === x) continue;
          const [a, b] = q < x ? [q, x] : [x, q];
          const id = a * n + b;
          if (seen.has(id)) continue;
          seen.add(id);
          const score = scorePair(records[a]!, records[b]!, fields, cross);
          compared.add(a, b, score);
          if (reaches(score, threshold)) positives.push([a, b]);
        }
      }
    });
  }
  return { positives, compared };
};

/** Learns the blocking rule of one class (`dnf_build`). */
export const learnRule = (
  className: string,
  records: DedupRecord[],
  fields: Field[],
  config: DnfBuildConfig,
  options: BuildOptions = {},
): BlockingRule => {
  const n = records.length;
  const allPairs = (n * (n - 1)) / 2;
  const singles = allPredicates(fields);
  const populationSize = options.discoveryPopulation ?? DISCOVERY_POPULATION;
  const queryCount =
    n <= populationSize
      ? Math.min(config.sample_size, n)
      : Math.min(
          n,
          Math.max(
            config.sample_size,
            Math.min(MAX_QUERIES, Math.round((config.sample_size * n) / populationSize)),
          ),
        );
  const order = sampleIndices(
    n,
    Math.max(COST_SAMPLE, Math.min(n, populationSize)) + queryCount,
    `dedup:${className}`,
  );
  const costSample = order.slice(0, COST_SAMPLE);
  const scale =
    costSample.length < 2 ? 0 : allPairs / ((costSample.length * (costSample.length - 1)) / 2);
  const sampleKeys = singles.map((p) =>
    costSample.map((r) => predicateKeys(records[r]!, p.fieldIndex, p.predicate)),
  );
  const frequencies = sampleKeys.map((perRecord) => {
    const counts = new Map<string, number>();
    for (const keys of perRecord)
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  });
  const blockSize = (p: number, key: string): number =>
    ((frequencies[p]!.get(key) ?? 0) * n) / costSample.length;

  // Queries are drawn outside the cost sample when there is room, so a query's own keys do not
  // make its blocks look larger than they are.
  const queryStart =
    n > populationSize && n >= populationSize + queryCount
      ? populationSize
      : n >= COST_SAMPLE + queryCount
        ? COST_SAMPLE
        : 0;
  const queries = order.slice(queryStart, queryStart + queryCount);
  const population =
    n <= populationSize ? records.map((_, i) => i) : order.slice(0, populationSize);
  const threshold = options.positiveThreshold ?? 0.8;
  const discovery = singles.filter((p) => DISCOVERY.has(p.predicate));
  const discoverySlots = discovery.map((p) => singles.indexOf(p));
  const discoveryBlockSize = (p: number, key: string): number => blockSize(discoverySlots[p]!, key);
  const found = findPositives(
    records,
    fields,
    discovery,
    queries,
    population,
    discoveryBlockSize,
    threshold,
    options.signal,
  );
  const positives = applyLabels(found.positives, records, options.labels ?? []);

  const costs = new CostEstimator(singles, sampleKeys, scale);
  const candidates = candidateConjunctions(
    singles,
    positives,
    records,
    config.max_predicates_per_conjunction,
  );
  const budget = Math.max(COMPARISONS_PER_ENTITY * n, 50_000);
  const { chosen, covered } = greedyCover(
    candidates,
    positives.length,
    config.target_recall,
    budget,
    // Past the target, a disjunct is still worth it while it costs at most one comparison per entity.
    n,
    costs,
  );
  const disjuncts =
    chosen.length > 0 ? chosen.map((c) => c.predicates) : [defaultConjunction(singles)];
  const estimate = estimateRecall(records, fields, found.compared, disjuncts, threshold);
  const blockingRecall = positives.length > 0 ? covered / positives.length : 1;
  const rule = {
    class_name: className,
    disjuncts: disjuncts.map((conjunction) =>
      conjunction.map(({ property, predicate }) => ({ property, predicate })),
    ),
    estimated_comparisons: Math.min(
      allPairs,
      Math.round(disjuncts.reduce((sum, c) => sum + costs.cost(c), 0)),
    ),
    estimated_recall: estimate?.recall ?? blockingRecall,
    all_pairs: allPairs,
    positives: positives.length,
    recall_basis: estimate ? ('match_model' as const) : ('likely_pairs' as const),
    expected_duplicates: estimate?.duplicates ?? positives.length,
    near_misses: estimate ? 0 : nearMisses(found.compared, threshold),
  };
  return { ...rule, description: describeRule(rule) };
};

/** Pairs of the sample that score just under the threshold: duplicates the average may miss. */
const NEAR_MISS_MARGIN = 0.15;
const nearMisses = (compared: ComparedPairs, threshold: number): number =>
  compared.scores.filter(
    (score) => !reaches(score, threshold) && score >= threshold - NEAR_MISS_MARGIN,
  ).length;

/**
 * Recall of the whole deduplication, estimated without labels when the class has enough
 * identifying fields for a match model (match-model.ts): the model learned on the pairs compared
 * in the sample gives each its probability of being one thing; the expected duplicates are their
 * sum, and those found are the ones the rule compares and the model accepts. So it counts the
 * duplicates the rule would not compare and those scored under the threshold alike, which a
 * share of the pairs the scorer already accepts cannot see. Null without a model.
 */
const estimateRecall = (
  records: DedupRecord[],
  fields: Field[],
  compared: ComparedPairs,
  disjuncts: ResolvedPredicate[][],
  threshold: number,
): { recall: number; duplicates: number } | null => {
  if (fields.length < MIN_FIELDS || compared.length < 50) return null;
  const cross = crossFieldsOf(fields);
  const rows = compared.firsts.map((a, k) => {
    const row = new Uint8Array(fields.length);
    comparePair(records[a]!, records[compared.seconds[k]!]!, fields, cross, row);
    return row;
  });
  const likely = Uint8Array.from(compared.scores, (score) => (reaches(score, threshold) ? 1 : 0));
  const model = learnMatchModel(records, fields, cross, rows, likely);
  if (!model) return null;
  let expected = 0;
  let found = 0;
  rows.forEach((row, k) => {
    const probability = matchProbability(model, row);
    expected += probability;
    if (!reaches(probability, threshold)) return;
    const a = records[compared.firsts[k]!]!;
    const b = records[compared.seconds[k]!]!;
    if (disjuncts.some((conjunction) => conjunction.every((p) => agrees(a, b, p)))) {
      found += probability;
    }
  });
  if (expected < 1) return null;
  return { recall: found / expected, duplicates: Math.round(expected) };
};

const applyLabels = (
  positives: [number, number][],
  records: DedupRecord[],
  labels: LabelledPair[],
): [number, number][] => {
  if (labels.length === 0) return positives;
  const indexOf = new Map(records.map((r, i) => [r.entity.id, i]));
  const pairId = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);
  const result = new Map(positives.map((p) => [pairId(p[0], p[1]), p]));
  for (const label of labels) {
    const a = indexOf.get(label.a);
    const b = indexOf.get(label.b);
    if (a === undefined || b === undefined || a === b) continue;
    if (label.match) result.set(pairId(a, b), a < b ? [a, b] : [b, a]);
    else result.delete(pairId(a, b));
  }
  return [...result.values()];
};

/** Single predicates and their conjunctions (up to `maxSize`) that cover at least one positive. */
const candidateConjunctions = (
  singles: ResolvedPredicate[],
  positives: [number, number][],
  records: DedupRecord[],
  maxSize: number,
): Candidate[] => {
  const make = (predicates: ResolvedPredicate[], covers: Uint8Array): Candidate => ({
    predicates,
    covers,
    count: covers.reduce((sum, v) => sum + v, 0),
  });
  const base = singles
    .map((p) =>
      make(
        [p],
        Uint8Array.from(positives, ([a, b]) => (agrees(records[a]!, records[b]!, p) ? 1 : 0)),
      ),
    )
    .filter((c) => c.count > 0);
  const all = [...base];
  let frontier = base;
  for (let size = 2; size <= maxSize; size += 1) {
    // Wider conjunctions only combine the best-covering predicates, to keep the search small.
    const pool = [...base].sort((a, b) => b.count - a.count).slice(0, size === 2 ? 24 : 10);
    const next: Candidate[] = [];
    for (const left of frontier) {
      for (const right of pool) {
        const last = left.predicates[left.predicates.length - 1]!;
        if (singles.indexOf(right.predicates[0]!) <= singles.indexOf(last)) continue;
        const covers = left.covers.map((v, i) => v & right.covers[i]!);
        const candidate = make([...left.predicates, right.predicates[0]!], covers);
        if (candidate.count > 0) next.push(candidate);
      }
    }
    all.push(...next);
    frontier = next;
  }
  return all;
};

// With no duplicates to learn from, compare records whose first property is equal once normalised.
const defaultConjunction = (singles: ResolvedPredicate[]): ResolvedPredicate[] => {
  const preferred = singles.find((p) => ['normalized', 'date', 'number'].includes(p.predicate));
  return preferred ? [preferred] : singles.slice(0, 1);
};

/** `dnf_build` for every class with at least two entities (or the config's subset). */
export const buildRules = (
  entities: Entity[],
  ontology: OntologyDocument,
  config: DnfBuildConfig,
  options: BuildOptions = {},
): BlockingRule[] => {
  const byClass = groupByClass(entities, config.classes);
  const rules: BlockingRule[] = [];
  let done = 0;
  for (const [className, members] of byClass) {
    throwIfAborted(options.signal);
    const fields = fieldsOf(ontology.classes.find((c) => c.name === className));
    const records = preparedRecords(entities, className, members, fields);
    if (records.length >= 2) rules.push(learnRule(className, records, fields, config, options));
    done += members.length;
    options.onProgress?.({ step: 'dnf_build', done, total: entities.length, unit: 'entities' });
  }
  return rules;
};

/** Entities per class, in the order classes first appear (deterministic). */
export const groupByClass = (entities: Entity[], subset?: string[]): Map<string, Entity[]> => {
  const wanted = subset ? new Set(subset) : null;
  const groups = new Map<string, Entity[]>();
  for (const entity of entities) {
    if (wanted && !wanted.has(entity.class_name)) continue;
    const list = groups.get(entity.class_name);
    if (list) list.push(entity);
    else groups.set(entity.class_name, [entity]);
  }
  return groups;
};
