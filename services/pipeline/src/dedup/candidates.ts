import type { DnfRule, OntologyDocument } from '@ontoloom/contract/domain';
import type { Entity } from '../extraction/types';
import { forEachCandidatePair } from './blocking';
import { groupByClass } from './build-rules';
import { resolvePredicate } from './predicates';
import { fieldsOf, preparedRecords, scorePair } from './records';
import type { BlockingRule } from './types';

export type CandidatePair = {
  class_name: string;
  left_id: string;
  right_id: string;
  score: number;
};

/**
 * The pairs each class's blocking rule proposes, scored as `dnf_execute` scores them, best first;
 * at most `limitPerClass` per class are kept (`totals` counts them all). What a user reviews
 * before merging.
 */
export const candidatePairs = (
  entities: Entity[],
  ontology: OntologyDocument,
  rules: (BlockingRule | DnfRule)[],
  options: { limitPerClass?: number; maxBlockSize?: number } = {},
): { pairs: CandidatePair[]; totals: Record<string, number> } => {
  const limit = options.limitPerClass ?? 1000;
  const ruleFor = new Map(rules.map((rule) => [rule.class_name, rule]));
  const pairs: CandidatePair[] = [];
  const totals: Record<string, number> = {};
  for (const [className, members] of groupByClass(entities, [...ruleFor.keys()])) {
    const rule = ruleFor.get(className)!;
    const fields = fieldsOf(ontology.classes.find((c) => c.name === className));
    const records = preparedRecords(entities, className, members, fields);
    const compiled = rule.disjuncts
      .map((conjunction) => conjunction.map((p) => resolvePredicate(p, fields)))
      .filter((conjunction) => conjunction.every((p) => p !== null))
      .map((conjunction) => conjunction.map((p) => p!));
    const found: CandidatePair[] = [];
    forEachCandidatePair(records, compiled, options.maxBlockSize ?? 1000, (i, j) => {
      const [left, right] = [members[i]!, members[j]!];
      found.push({
        class_name: className,
        left_id: left.id,
        right_id: right.id,
        score: scorePair(records[i]!, records[j]!, fields),
      });
    });
    totals[className] = found.length;
    found.sort(
      (a, b) => b.score - a.score || (a.left_id + a.right_id < b.left_id + b.right_id ? -1 : 1),
    );
    pairs.push(...found.slice(0, limit));
  }
  return { pairs, totals };
};
