import type { DnfRule } from '@ontoloom/contract';
import type { TFunction } from 'i18next';

/**
 * A learned blocking rule as a sentence: "same normalized name, OR same first token of name AND
 * same year of founded". The outer list is the OR, each inner list an AND (dedupe's DNF).
 */
export const ruleInWords = (t: TFunction, rule: Pick<DnfRule, 'disjuncts'>): string => {
  if (rule.disjuncts.length === 0) return t('runs:dedup.noRule');
  return rule.disjuncts
    .map((conjunction) =>
      conjunction
        .map(({ predicate, property }) => t(`runs:dedup.predicates.${predicate}`, { property }))
        .join(t('runs:dedup.and')),
    )
    .join(t('runs:dedup.or'));
};
