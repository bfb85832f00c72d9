import type { ResolvedPredicate } from './predicates';
import { conjunctionKeys } from './predicates';
import type { DedupRecord } from './records';

export type CompiledRule = ResolvedPredicate[][];

/**
 * Calls `visit(i, j)` (i < j) once for every distinct pair of records that some disjunct of the
 * rule puts in the same block. A pair is visited under the first disjunct and key that holds it,
 * which is checked from the records' own keys instead of a set of seen pairs, so memory stays
 * proportional to the records, not to the pairs. Blocks above `maxBlock` are skipped and counted.
 */
export const forEachCandidatePair = (
  records: DedupRecord[],
  rule: CompiledRule,
  maxBlock: number,
  visit: (i: number, j: number) => void,
): { skippedBlocks: number } => {
  const keys: string[][][] = rule.map((conjunction) =>
    records.map((r) => conjunctionKeys(r, conjunction)),
  );
  const skipped: Set<string>[] = rule.map(() => new Set());
  // Most keys hold one record: store its index and make an array only for a second one, which
  // saves an allocation per record and disjunct on large inputs.
  const blocks: Map<string, number | number[]>[] = keys.map((perRecord) => {
    const index = new Map<string, number | number[]>();
    perRecord.forEach((recordKeys, i) => {
      for (const key of recordKeys) {
        const block = index.get(key);
        if (block === undefined) index.set(key, i);
        else if (typeof block === 'number') index.set(key, [block, i]);
        else block.push(i);
      }
    });
    return index;
  });
  let skippedBlocks = 0;
  const owner = (i: number, j: number): [number, string] | null => {
    for (let d = 0; d < rule.length; d += 1) {
      const other = keys[d]![j]!;
      for (const key of keys[d]![i]!)
        if (!skipped[d]!.has(key) && other.includes(key)) return [d, key];
    }
    return null;
  };
  for (let d = 0; d < rule.length; d += 1) {
    for (const [key, block] of blocks[d]!) {
      if (typeof block !== 'number' && block.length > maxBlock) {
        skipped[d]!.add(key);
        skippedBlocks += 1;
      }
    }
    for (const [key, block] of blocks[d]!) {
      if (typeof block === 'number' || block.length > maxBlock) continue;
      for (let a = 0; a < block.length; a += 1) {
        for (let b = a + 1; b < block.length; b += 1) {
          const i = block[a]!;
          const j = block[b]!;
          const first = owner(i, j);
          if (first && first[0] === d && first[1] === key) visit(i, j);
        }
      }
    }
  }
  return { skippedBlocks };
};
