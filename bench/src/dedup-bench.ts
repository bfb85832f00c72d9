import type { Entity } from '@ontoloom/pipeline';
import { buildRules, createPairScorer, executeDedup } from '@ontoloom/pipeline';
import { dedupOntology, generatePeople } from './dedup-data';
import { fixed, heading } from './timing';

const THRESHOLD = 0.8;
// All pairs of 10k entities (50 million comparisons) finish in about a minute here; beyond that
// the baseline is measured on a sample of query entities against all entities and extrapolated.
const FULL_BASELINE_MAX = 10_000;
const BASELINE_QUERIES = 200;

/** Pairs (as i * n + j, i < j) inside the given clusters of entity indexes. */
const clusterPairs = (clusters: number[][], n: number): Set<number> => {
  const pairs = new Set<number>();
  for (const members of clusters) {
    const sorted = [...members].sort((a, b) => a - b);
    for (let a = 0; a < sorted.length; a += 1)
      for (let b = a + 1; b < sorted.length; b += 1) pairs.add(sorted[a]! * n + sorted[b]!);
  }
  return pairs;
};

const overlap = (a: Set<number>, b: Set<number>): number => {
  let count = 0;
  for (const pair of a) if (b.has(pair)) count += 1;
  return count;
};

const groupsOf = (labels: ArrayLike<number>): number[][] => {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i += 1) {
    const group = groups.get(labels[i]!);
    if (group) group.push(i);
    else groups.set(labels[i]!, [i]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
};

/** The baseline: score every pair, cluster the matches (connected components). */
const allPairs = (entities: Entity[]): { pairs: Set<number>; ms: number } => {
  const started = performance.now();
  const scorer = createPairScorer(dedupOntology.classes[0]);
  const records = entities.map((e) => scorer.prepare(e));
  const n = records.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      if (scorer.score(records[i]!, records[j]!) >= THRESHOLD)
        parent[Math.max(find(i), find(j))] = Math.min(find(i), find(j));
    }
  }
  const roots = Int32Array.from({ length: n }, (_, i) => find(i));
  return { pairs: clusterPairs(groupsOf(roots), n), ms: performance.now() - started };
};

/** Sampled baseline: a few entities against all, giving the matches all-pairs would make for them. */
const sampledAllPairs = (
  entities: Entity[],
): { matches: [number, number][]; msPerComparison: number } => {
  const scorer = createPairScorer(dedupOntology.classes[0]);
  const records = entities.map((e) => scorer.prepare(e));
  const n = records.length;
  const matches: [number, number][] = [];
  const started = performance.now();
  for (let q = 0; q < BASELINE_QUERIES; q += 1) {
    const i = Math.floor((q * n) / BASELINE_QUERIES);
    for (let j = 0; j < n; j += 1)
      if (j !== i && scorer.score(records[i]!, records[j]!) >= THRESHOLD) matches.push([i, j]);
  }
  return { matches, msPerComparison: (performance.now() - started) / (BASELINE_QUERIES * (n - 1)) };
};

const run = async (size: number): Promise<void> => {
  const { entities, truth } = generatePeople(size);
  const n = entities.length;
  const indexOf = new Map(entities.map((e, i) => [e.id, i]));
  let started = performance.now();
  const rules = buildRules(entities, dedupOntology, {
    target_recall: 0.95,
    max_predicates_per_conjunction: 2,
    sample_size: 1000,
  });
  const buildMs = performance.now() - started;
  started = performance.now();
  const result = executeDedup(
    entities,
    [],
    dedupOntology,
    { match_threshold: THRESHOLD },
    { rules },
  );
  const executeMs = performance.now() - started;
  const ours = clusterPairs(
    result.clusters.map((c) => c.member_ids.map((id) => indexOf.get(id)!)),
    n,
  );
  const truthPairs = clusterPairs(groupsOf(truth), n);
  const hits = overlap(ours, truthPairs);
  const rule = rules[0]!;
  console.log(
    `${n.toLocaleString('en-US')} entities (${truthPairs.size.toLocaleString('en-US')} true duplicate pairs)`,
  );
  console.log(`  rule: ${rule.description}`);
  console.log(
    `  ontoloom: build ${fixed(buildMs / 1000)} s + execute ${fixed(executeMs / 1000)} s = ${fixed((buildMs + executeMs) / 1000)} s | ${result.stats[0]!.compared_pairs.toLocaleString('en-US')} comparisons | precision ${fixed(hits / Math.max(1, ours.size), 3)} recall ${fixed(hits / truthPairs.size, 3)} (against the known duplicates)`,
  );
  if (n <= FULL_BASELINE_MAX) {
    const baseline = allPairs(entities);
    const baseHits = overlap(baseline.pairs, truthPairs);
    console.log(
      `  all-pairs baseline: ${fixed(baseline.ms / 1000)} s | ${((n * (n - 1)) / 2).toLocaleString('en-US')} comparisons | precision ${fixed(baseHits / Math.max(1, baseline.pairs.size), 3)} recall ${fixed(baseHits / truthPairs.size, 3)}`,
    );
    console.log(
      `  ontoloom vs all-pairs: recall of all-pairs' duplicates ${fixed(overlap(ours, baseline.pairs) / Math.max(1, baseline.pairs.size), 3)} | ${fixed(baseline.ms / (buildMs + executeMs), 1)}x faster (build + execute)`,
    );
  } else if (n <= 100_000) {
    const sample = sampledAllPairs(entities);
    const found = sample.matches.filter(([i, j]) =>
      ours.has(Math.min(i, j) * n + Math.max(i, j)),
    ).length;
    const estimatedMs = sample.msPerComparison * ((n * (n - 1)) / 2);
    console.log(
      `  all-pairs baseline (does not finish; ${BASELINE_QUERIES} entities against all): ${fixed(sample.msPerComparison * 1000, 2)} µs per comparison, about ${fixed(estimatedMs / 3_600_000, 1)} h for all pairs`,
    );
    console.log(
      `  ontoloom vs all-pairs: recall of all-pairs' matches for the sampled entities ${fixed(found / Math.max(1, sample.matches.length), 3)} (${found}/${sample.matches.length}) | about ${fixed(estimatedMs / (buildMs + executeMs), 0)}x faster`,
    );
  } else {
    console.log('  all-pairs baseline: not run (5·10¹¹ comparisons)');
  }
};

export const runDedupBench = async (
  sizes: number[] = [10_000, 100_000, 1_000_000],
): Promise<void> => {
  heading('Deduplication on generated people with known duplicates');
  for (const size of sizes) await run(size);
};
