import type { ResolvedPredicate } from './predicates';
import { crossKeys } from './predicates';

/** A candidate disjunct: a conjunction of predicates and the positive pairs it covers. */
export type Candidate = { predicates: ResolvedPredicate[]; covers: Uint8Array; count: number };

/** Estimated comparisons of a conjunction from the keys of a uniform sample of the records. */
export class CostEstimator {
  private readonly cache = new Map<string, number>();

  /** `sampleKeys[p][r]`: keys of sample record r for single predicate p (by `indexOf`). */
  constructor(
    private readonly singles: ResolvedPredicate[],
    private readonly sampleKeys: string[][][],
    private readonly scale: number,
  ) {}

  cost(predicates: ResolvedPredicate[]): number {
    const id = predicates.map((p) => this.singles.indexOf(p)).join(',');
    let cost = this.cache.get(id);
    if (cost === undefined) {
      const counts = new Map<string, number>();
      const parts = predicates.map((p) => this.sampleKeys[this.singles.indexOf(p)]!);
      const row: string[][] = parts.map(() => []);
      for (let r = 0; r < parts[0]!.length; r += 1) {
        for (let p = 0; p < parts.length; p += 1) row[p] = parts[p]![r]!;
        const keys = row.length === 1 ? row[0]! : crossKeys(row);
        for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      let pairs = 0;
      for (const count of counts.values()) pairs += (count * (count - 1)) / 2;
      cost = Math.round(pairs * this.scale);
      this.cache.set(id, cost);
    }
    return cost;
  }
}

const newlyCovered = (candidate: Candidate, uncovered: Uint8Array): number => {
  let count = 0;
  for (let i = 0; i < uncovered.length; i += 1) count += candidate.covers[i]! & uncovered[i]!;
  return count;
};

/**
 * Greedy set cover over the positive pairs: repeatedly take the disjunct that covers almost as
 * many still-uncovered positives as the best one (at least 90 %) for the fewest comparisons,
 * among those within the comparison budget, until the target recall is reached. Past the target,
 * disjuncts that still add recall are taken while they cost at most `cheap` comparisons (an exact
 * email match costs almost nothing and catches what name predicates miss). Finally disjuncts the
 * others make redundant are dropped, most expensive first.
 */
export const greedyCover = (
  candidates: Candidate[],
  positives: number,
  targetRecall: number,
  budget: number,
  cheap: number,
  costs: CostEstimator,
): { chosen: Candidate[]; covered: number } => {
  const uncovered = new Uint8Array(positives).fill(1);
  const chosen: Candidate[] = [];
  let covered = 0;
  const goal = Math.ceil(targetRecall * positives);
  const step = (limit: number): boolean => {
    const affordable = (c: Candidate): boolean => costs.cost(c.predicates) <= limit;
    // Costs are estimated lazily, best gains first: most candidates never need one.
    const gains = candidates
      .map((candidate) => ({ candidate, gain: newlyCovered(candidate, uncovered) }))
      .filter((g) => g.gain > 0)
      .sort((a, b) => b.gain - a.gain);
    const best = gains.find((g) => affordable(g.candidate))?.gain ?? 0;
    if (best === 0) return false;
    const pick = gains
      .filter((g) => g.gain >= 0.9 * best && affordable(g.candidate))
      .sort(
        (a, b) =>
          costs.cost(a.candidate.predicates) - costs.cost(b.candidate.predicates) ||
          b.gain - a.gain ||
          a.candidate.predicates.length - b.candidate.predicates.length,
      )[0]!.candidate;
    chosen.push(pick);
    for (let i = 0; i < positives; i += 1) if (pick.covers[i]) uncovered[i] = 0;
    covered = positives - uncovered.reduce((sum, v) => sum + v, 0);
    return true;
  };
  while (covered < goal && step(budget));
  while (covered < positives && step(cheap));
  const coveredBy = (set: Candidate[]): number => {
    let count = 0;
    for (let i = 0; i < positives; i += 1) if (set.some((c) => c.covers[i])) count += 1;
    return count;
  };
  const byCost = [...chosen].sort((a, b) => costs.cost(b.predicates) - costs.cost(a.predicates));
  let kept = chosen;
  for (const candidate of byCost) {
    const without = kept.filter((c) => c !== candidate);
    if (without.length > 0 && coveredBy(without) >= covered) kept = without;
  }
  return { chosen: kept, covered: coveredBy(kept) };
};
