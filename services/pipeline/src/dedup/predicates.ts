import { doubleMetaphone } from 'double-metaphone';
import type { DedupRecord, Field, FieldType } from './records';
import { rawValues, sortedValues } from './records';
import type { BlockingPredicate, PredicateName } from './types';

const TEXT_PREDICATES: PredicateName[] = [
  'exact',
  'normalized',
  'prefix',
  'first_token',
  'sorted_tokens',
  'token',
  'ngram',
  'phonetic',
  'digits',
];

/** Which predicates make sense for a property type. */
export const PREDICATES_BY_TYPE: Record<FieldType, PredicateName[]> = {
  label: TEXT_PREDICATES,
  value: ['normalized'],
  string: TEXT_PREDICATES,
  text: TEXT_PREDICATES,
  email: ['normalized', 'prefix', 'token'],
  url: ['normalized', 'prefix'],
  date: ['date', 'year'],
  number: ['number'],
  money: ['number'],
  boolean: [],
};

const PREFIX = 4;
// Normalised text has single spaces only; emails and URLs also split on their punctuation.
const WORD_SEPARATOR = /[ .@_/:-]+/;
const SIMPLE = /^[^.@_/:-]*$/;
const NGRAM = 3;
const phoneticCache = new Map<string, string>();

const phonetic = (word: string): string => {
  let code = phoneticCache.get(word);
  if (code === undefined) {
    code = doubleMetaphone(word)[0] || word;
    if (phoneticCache.size < 200_000) phoneticCache.set(word, code);
  }
  return code;
};

/** Keys of one normalised value; two values "agree" on a predicate when their keys intersect. */
const valueKeys = (predicate: PredicateName, norm: string, out: string[]): void => {
  switch (predicate) {
    case 'exact':
    case 'sorted_tokens':
      // Read from the record by predicateKeys (they need more than the normalised value).
      return;
    case 'normalized':
    case 'date':
      out.push(norm);
      return;
    case 'prefix': {
      const compact = norm.includes(' ') ? norm.replace(/ /g, '') : norm;
      if (compact.length >= 2) out.push(compact.slice(0, PREFIX));
      return;
    }
    case 'first_token':
      out.push(norm.split(WORD_SEPARATOR, 1)[0]!);
      return;
    case 'token':
      for (const token of SIMPLE.test(norm) ? norm.split(' ') : norm.split(WORD_SEPARATOR)) {
        if (token.length >= 2) out.push(token);
      }
      return;
    case 'ngram': {
      const compact = norm.replace(/ /g, '');
      for (let i = 0; i + NGRAM <= compact.length; i += 1) out.push(compact.slice(i, i + NGRAM));
      return;
    }
    case 'phonetic':
      out.push(
        norm.includes(' ') ? norm.split(' ').map(phonetic).sort().join(' ') : phonetic(norm),
      );
      return;
    case 'year': {
      const year = /\b(1\d{3}|20\d{2})/.exec(norm)?.[1];
      if (year) out.push(year);
      return;
    }
    case 'digits': {
      const digits = norm.replace(/\D+/g, '');
      if (digits.length >= 3) out.push(digits);
      return;
    }
    case 'number': {
      const value = parseFloat(norm);
      if (Number.isFinite(value)) out.push(String(value));
      return;
    }
  }
};

const SLOTS: PredicateName[] = [
  'exact',
  'normalized',
  'prefix',
  'first_token',
  'sorted_tokens',
  'token',
  'ngram',
  'phonetic',
  'digits',
  'date',
  'year',
  'number',
];
const SLOT = new Map(SLOTS.map((name, i) => [name, i]));

const computeKeys = (
  record: DedupRecord,
  fieldIndex: number,
  predicate: PredicateName,
): string[] => {
  const norms = record.norm[fieldIndex]!;
  if (norms.length === 0) return [];
  if (predicate === 'normalized' || predicate === 'date')
    return norms.length === 1 ? norms : [...new Set(norms)];
  if (predicate === 'sorted_tokens') {
    const sorted = sortedValues(record, fieldIndex);
    return sorted.length === 1 ? sorted : [...new Set(sorted)];
  }
  if (predicate === 'exact')
    return [
      ...new Set(
        rawValues(record, fieldIndex)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
  const keys: string[] = [];
  for (let v = 0; v < norms.length; v += 1) valueKeys(predicate, norms[v]!, keys);
  return keys.length > 1 ? [...new Set(keys)] : keys;
};

/**
 * Distinct keys of a record for one predicate (over all values of the property), computed once
 * per record: learning the rule and applying it ask for the same keys again and again.
 */
export const predicateKeys = (
  record: DedupRecord,
  fieldIndex: number,
  predicate: PredicateName,
): string[] => {
  const slot = fieldIndex * SLOTS.length + SLOT.get(predicate)!;
  return (record.keyCache[slot] ??= computeKeys(record, fieldIndex, predicate));
};

/**
 * Keys of a conjunction: the cross product of its predicates' keys, so two records share a key
 * exactly when they agree on every predicate of the conjunction.
 */
export const conjunctionKeys = (record: DedupRecord, conjunction: ResolvedPredicate[]): string[] =>
  crossKeys(conjunction.map((part) => predicateKeys(record, part.fieldIndex, part.predicate)));

/** Cross product of per-predicate key lists (each disjunct has its own index, so no tags needed). */
export const crossKeys = (parts: string[][]): string[] => {
  let keys = parts[0] ?? [];
  for (let i = 1; i < parts.length && keys.length > 0; i += 1) {
    const own = parts[i]!;
    if (own.length === 0) return [];
    if (keys.length === 1 && own.length === 1) {
      keys = [keys[0] + '\u0000' + own[0]];
      continue;
    }
    const next: string[] = [];
    for (const prefix of keys) for (const key of own) next.push(prefix + '\u0000' + key);
    keys = next;
  }
  return keys;
};

export type ResolvedPredicate = BlockingPredicate & { fieldIndex: number };

export const resolvePredicate = (
  predicate: BlockingPredicate,
  fields: Field[],
): ResolvedPredicate | null => {
  const fieldIndex = fields.findIndex((f) => f.name === predicate.property);
  return fieldIndex === -1 ? null : { ...predicate, fieldIndex };
};

/** Every (property, predicate) the class's fields allow. */
export const allPredicates = (fields: Field[]): ResolvedPredicate[] =>
  fields.flatMap((field, fieldIndex) =>
    PREDICATES_BY_TYPE[field.type].map((predicate) => ({
      property: field.name,
      predicate,
      fieldIndex,
    })),
  );

/** Whether two records agree on a predicate (their keys intersect). */
export const agrees = (a: DedupRecord, b: DedupRecord, p: ResolvedPredicate): boolean => {
  const left = predicateKeys(a, p.fieldIndex, p.predicate);
  if (left.length === 0) return false;
  const right = predicateKeys(b, p.fieldIndex, p.predicate);
  return right.some((key) => left.includes(key));
};
