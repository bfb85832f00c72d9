import type { DnfExecuteConfig, DnfRule, OntologyDocument } from '@ontoloom/contract/domain';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { Entity, Relation } from '../extraction/types';
import type { CompiledRule } from './blocking';
import { forEachCandidatePair } from './blocking';
import { groupByClass, learnRule } from './build-rules';
import { mergeCluster, remapRelations } from './merge';
import { resolvePredicate } from './predicates';
import type { DedupRecord, Field } from './records';
import { fieldsOf, preparedRecords, reaches, scorePair } from './records';
import { comparePair, crossFields, learnMatchModel, matchProbability } from './match-model';
import type { BlockingRule, DedupClassStats, DedupCluster, DedupResult } from './types';

export type ExecuteOptions = StageOptions & {
  /** Rules from `dnf_build`; the config's `rules` win for their classes; missing ones are learned. */
  rules?: (BlockingRule | DnfRule)[];
  /** Blocks larger than this are not compared (their count is reported). */
  maxBlockSize?: number;
};

class UnionFind {
  private readonly parent: Int32Array;
  constructor(size: number) {
    this.parent = Int32Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) {
      this.parent[i] = this.parent[this.parent[i]!]!;
      i = this.parent[i]!;
    }
    return i;
  }
  union(a: number, b: number): void {
    const [x, y] = [this.find(a), this.find(b)];
    // The smaller index becomes the root, so clusters do not depend on the order of unions.
    if (x !== y) this.parent[Math.max(x, y)] = Math.min(x, y);
  }
}

const compile = (rule: BlockingRule | DnfRule, fields: Field[]): CompiledRule =>
  rule.disjuncts
    .map((conjunction) => conjunction.map((p) => resolvePredicate(p, fields)))
    .filter((conjunction) => conjunction.every((p) => p !== null))
    .map((conjunction) => conjunction.map((p) => p!));

/** Candidate pairs → scores → union-find clusters for one class. */
const clusterClass = (
  records: DedupRecord[],
  fields: Field[],
  rule: CompiledRule,
  threshold: number,
  maxBlock: number,
  signal?: AbortSignal,
): { clusters: number[][]; compared: number; matched: number; skippedBlocks: number } => {
  const unions = new UnionFind(records.length);
  let compared = 0;
  let matched = 0;
  // Every candidate pair with its fields' agreement levels, to learn the match model from.
  const cross = crossFields(fields);
  const width = fields.length;
  let firsts = new Int32Array(1024);
  let seconds = new Int32Array(1024);
  let levels = new Uint8Array(1024 * width);
  const { skippedBlocks } = forEachCandidatePair(records, rule, maxBlock, (i, j) => {
    if (compared === firsts.length) {
      const grow = <T extends Int32Array | Uint8Array>(array: T, size: number): T => {
        const bigger = new (array.constructor as new (n: number) => T)(size);
        bigger.set(array);
        return bigger;
      };
      firsts = grow(firsts, compared * 2);
      seconds = grow(seconds, compared * 2);
      levels = grow(levels, compared * 2 * width);
    }
    firsts[compared] = i;
    seconds[compared] = j;
    comparePair(
      records[i]!,
      records[j]!,
      fields,
      cross,
      levels.subarray(compared * width, (compared + 1) * width),
    );
    compared += 1;
    if (compared % 50_000 === 0) throwIfAborted(signal);
  });
  const rows = Array.from({ length: compared }, (_, k) =>
    levels.subarray(k * width, (k + 1) * width),
  );
  const likely = new Uint8Array(compared);
  const averaged = new Float64Array(compared);
  for (let k = 0; k < compared; k += 1) {
    averaged[k] = scorePair(records[firsts[k]!]!, records[seconds[k]!]!, fields, cross);
    if (reaches(averaged[k]!, threshold)) likely[k] = 1;
  }
  const model = learnMatchModel(records, fields, cross, rows, likely);
  for (let k = 0; k < compared; k += 1) {
    const i = firsts[k]!;
    const j = seconds[k]!;
    // With a model, the match probability; with too little to learn from, the weighted mean of
    // the fields' similarities.
    const score = model ? matchProbability(model, rows[k]!) : averaged[k]!;
    if (reaches(score, threshold)) {
      matched += 1;
      unions.union(i, j);
    }
  }
  const groups = new Map<number, number[]>();
  records.forEach((_, i) => {
    const root = unions.find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  });
  return {
    clusters: [...groups.values()].filter((g) => g.length > 1),
    compared,
    matched,
    skippedBlocks,
  };
};

/**
 * `dnf_execute`: per class, the blocking rule proposes pairs, each pair is scored (weighted
 * similarity of the identifying properties), pairs at or above the threshold are clustered
 * (connected components) and each cluster is merged, keeping every member's provenance.
 * Classes are processed apart, so entities of different classes are never merged.
 */
export const executeDedup = (
  entities: Entity[],
  relations: Relation[],
  ontology: OntologyDocument,
  config: DnfExecuteConfig,
  options: ExecuteOptions = {},
): DedupResult => {
  const { signal, onProgress } = options;
  const ruleFor = new Map<string, BlockingRule | DnfRule>();
  for (const rule of options.rules ?? []) ruleFor.set(rule.class_name, rule);
  for (const rule of config.rules ?? []) ruleFor.set(rule.class_name, rule);
  const idMap = new Map<string, string>();
  const mergedById = new Map<string, Entity>();
  const clusters: DedupCluster[] = [];
  const stats: DedupClassStats[] = [];
  let done = 0;
  for (const [className, members] of groupByClass(entities, config.classes)) {
    throwIfAborted(signal);
    const fields = fieldsOf(ontology.classes.find((c) => c.name === className));
    const records = preparedRecords(entities, className, members, fields);
    const rule =
      ruleFor.get(className) ??
      learnRule(
        className,
        records,
        fields,
        { target_recall: 0.95, max_predicates_per_conjunction: 2, sample_size: 1000 },
        { signal },
      );
    const result = clusterClass(
      records,
      fields,
      compile(rule, fields),
      config.match_threshold,
      options.maxBlockSize ?? 1000,
      signal,
    );
    for (const group of result.clusters) {
      const cluster = group.map((i) => members[i]!);
      const merged = mergeCluster(cluster);
      for (const member of cluster) idMap.set(member.id, merged.id);
      mergedById.set(merged.id, merged);
      clusters.push({ id: merged.id, class_name: className, member_ids: cluster.map((m) => m.id) });
    }
    stats.push({
      class_name: className,
      entities: members.length,
      compared_pairs: result.compared,
      matched_pairs: result.matched,
      clusters: result.clusters.length,
      skipped_blocks: result.skippedBlocks,
    });
    done += members.length;
    onProgress?.({ step: 'dnf_execute', done, total: entities.length, unit: 'entities' });
  }
  const output: Entity[] = [];
  for (const entity of entities) {
    const target = idMap.get(entity.id);
    if (target === undefined) output.push(entity);
    else if (target === entity.id) output.push(mergedById.get(target)!);
  }
  const merged_count = idMap.size - mergedById.size;
  return {
    entities: output,
    relations: remapRelations(relations, idMap),
    merged_count,
    clusters,
    stats,
  };
};

/** Deduplication `skip`: results pass through unchanged. */
export const skipDedup = (entities: Entity[], relations: Relation[]): DedupResult => ({
  entities,
  relations,
  merged_count: 0,
  clusters: [],
  stats: [],
});
