import type { OntologyClass, PropertyType } from '@ontoloom/contract/domain';
import { classKind, VALUE_KINDS } from '@ontoloom/contract/domain';
import { distance } from 'fastest-levenshtein';
import type { Entity } from '../extraction/types';
import { namingProperty } from '../extraction/ontology-view';

/** `value`: a text field of a class of values (a date, an amount): equal or different. */
export type FieldType = PropertyType | 'label' | 'value';
/**
 * `ofLabel`: the field is the entity's label (a class without identifying properties); `naming`:
 * the property a mention's own text fills (`namingProperty`).
 */
export type Field = {
  name: string;
  type: FieldType;
  weight: number;
  ofLabel?: boolean;
  naming?: boolean;
};

/**
 * An entity prepared once for blocking and scoring: per field, its normalised values. Raw values
 * (only the `exact` predicate needs them) and word-sorted values are derived when asked for.
 */
export type DedupRecord = {
  entity: Entity;
  fields: Field[];
  norm: string[][];
  sortedCache: (string[] | undefined)[];
  /** Predicate keys computed so far, by `fieldIndex * PREDICATE_SLOTS + predicate slot`. */
  keyCache: (string[] | undefined)[];
};

// Dates are weak evidence on their own (many people share a birthday); names and emails are strong.
const WEIGHTS: Partial<Record<FieldType, number>> = {
  date: 0.5,
  number: 0.5,
  money: 0.5,
  boolean: 0,
};
const MAX_VALUES = 3;

/** Identifying properties of the class (the label when it has none): what makes two the same. */
export const fieldsOf = (cls: OntologyClass | undefined): Field[] => {
  // In a class of values, "12 January 2025" and "20 January 2025", or "£6.40" and "£6.95", are
  // two things however alike they are written: their text is compared for equality only.
  const values = cls !== undefined && VALUE_KINDS.has(classKind(cls));
  const typeOf = (type: FieldType): FieldType =>
    values && (type === 'string' || type === 'text' || type === 'label') ? 'value' : type;
  const fields = (cls?.properties ?? [])
    .filter((p) => p.identifying && p.type !== 'boolean')
    .map((p) => ({
      name: p.name,
      type: typeOf(p.type),
      weight: WEIGHTS[p.type] ?? 1,
      naming: cls !== undefined && p.name === namingProperty(cls),
    }));
  return fields.length > 0
    ? fields
    : [{ name: 'label', type: typeOf('label'), weight: 1, ofLabel: true }];
};

const ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** Lower case, accents and punctuation removed, single spaces (fast path for ASCII). */
export const normalizeText = (value: string): string =>
  ASCII.test(value)
    ? value
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : value
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

const normalizeValue = (type: FieldType, value: string): string => {
  switch (type) {
    case 'email':
      return value.trim().toLowerCase();
    case 'url':
      return value
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/+$/, '');
    case 'date':
    case 'number':
    case 'money':
      return value.trim();
    default:
      return normalizeText(value);
  }
};

const sortWords = (value: string): string => {
  const space = value.indexOf(' ');
  if (space === -1) return value;
  // Two words (the common case for names) need no array sort.
  if (value.indexOf(' ', space + 1) === -1) {
    const first = value.slice(0, space);
    const second = value.slice(space + 1);
    return first <= second ? value : `${second} ${first}`;
  }
  return value.split(' ').sort().join(' ');
};

// An entity a chunk only refers to, named in an earlier chunk ("the Customer shall pay" with
// Lakeshore Bank named before), has its label and no property: its label is its name.
const fieldValues = (entity: Entity, field: Field): PropertyValueList =>
  field.ofLabel ||
  field.type === 'label' ||
  (field.naming && Object.keys(entity.properties).length === 0)
    ? [entity.label]
    : (entity.properties[field.name] ?? []);
type PropertyValueList = readonly (string | number | boolean | null)[];

/** The raw values of a field as strings (what the `exact` predicate compares). */
export const rawValues = (record: DedupRecord, fieldIndex: number): string[] =>
  fieldValues(record.entity, record.fields[fieldIndex]!)
    .filter((v) => v !== null && v !== '')
    .slice(0, MAX_VALUES)
    .map(String);

/** Normalised values with their words sorted, computed on first use. */
export const sortedValues = (record: DedupRecord, fieldIndex: number): string[] =>
  (record.sortedCache[fieldIndex] ??= record.norm[fieldIndex]!.map(sortWords));

export const prepareRecord = (entity: Entity, fields: Field[]): DedupRecord => {
  const norm: string[][] = [];
  for (const field of fields) {
    const values = fieldValues(entity, field);
    const normalized: string[] = [];
    for (let i = 0; i < values.length && normalized.length < MAX_VALUES; i += 1) {
      const value = values[i];
      if (value === null || value === '' || value === undefined) continue;
      const text = normalizeValue(field.type, String(value));
      if (text !== '') normalized.push(text);
    }
    norm.push(normalized);
  }
  return { entity, fields, norm, sortedCache: [], keyCache: [] };
};

// `build` then `execute` on the same entity list is the usual sequence: remembering the prepared
// records (and so their predicate keys) per list and class saves normalising and keying twice.
// Entities are treated as immutable (no stage changes one after extraction); a list whose members
// changed is prepared again.
const prepared = new WeakMap<readonly Entity[], Map<string, DedupRecord[]>>();

/** The records of one class's members, reusing those made earlier for the same list. */
export const preparedRecords = (
  list: readonly Entity[],
  className: string,
  members: Entity[],
  fields: Field[],
): DedupRecord[] => {
  let byClass = prepared.get(list);
  const cached = byClass?.get(className);
  if (
    cached &&
    cached.length === members.length &&
    sameFields(cached[0]?.fields ?? fields, fields) &&
    cached.every((record, i) => record.entity === members[i])
  )
    return cached;
  const records = members.map((entity) => prepareRecord(entity, fields));
  if (!byClass) prepared.set(list, (byClass = new Map()));
  byClass.set(className, records);
  return records;
};

const sameFields = (a: Field[], b: Field[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((f, i) => f.name === b[i]!.name && f.type === b[i]!.type && f.weight === b[i]!.weight));

const ratio = (a: string, b: string): number => {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
};

const dateSimilarity = (a: string, b: string): number =>
  a === b
    ? 1
    : a.slice(0, 7) === b.slice(0, 7) && a.length >= 7
      ? 0.7
      : a.slice(0, 4) === b.slice(0, 4)
        ? 0.4
        : 0;

const numberSimilarity = (a: string, b: string): number => {
  if (a === b) return 1;
  const x = parseFloat(a);
  const y = parseFloat(b);
  return Number.isFinite(x) &&
    Number.isFinite(y) &&
    Math.abs(x - y) <= 0.01 * Math.max(Math.abs(x), Math.abs(y))
    ? 0.9
    : 0;
};

/** Similarity of `a`'s field `i` and `b`'s field `j` (the same field unless compared crosswise). */
export const fieldSimilarity = (
  type: FieldType,
  a: DedupRecord,
  b: DedupRecord,
  i: number,
  j = i,
): number => {
  const as = a.norm[i]!;
  const bs = b.norm[j]!;
  let best = 0;
  for (let x = 0; x < as.length; x += 1) {
    for (let y = 0; y < bs.length; y += 1) {
      const u = as[x]!;
      const v = bs[y]!;
      let similarity: number;
      if (type === 'value') similarity = u === v ? 1 : 0;
      else if (type === 'date') similarity = dateSimilarity(u, v);
      else if (type === 'number' || type === 'money') similarity = numberSimilarity(u, v);
      else if (type === 'email' || type === 'url') similarity = ratio(u, v);
      else {
        similarity = ratio(u, v);
        // Word order only matters when the words are not already in the same order.
        if (similarity < 1 && (u.includes(' ') || v.includes(' '))) {
          const su = sortedValues(a, i)[x]!;
          const sv = sortedValues(b, j)[y]!;
          if (su !== u || sv !== v) similarity = Math.max(similarity, ratio(su, sv));
        }
      }
      if (similarity > best) best = similarity;
      if (best === 1) return 1;
    }
  }
  return best;
};

/**
 * Whether a score reaches the threshold: a score equal to it is in, though computed as
 * 0.7999999999999999 for 0.8.
 */
export const reaches = (score: number, threshold: number): boolean => score >= threshold - 1e-9;

/**
 * Similarity of two records in [0, 1]: the weighted mean of per-field similarities over the fields
 * both have (edit-distance ratio for text, equality for dates and numbers). Nothing in common to
 * compare gives 0.
 */
export const scorePair = (
  a: DedupRecord,
  b: DedupRecord,
  fields: Field[],
  cross: number[][] = crossFieldsOf(fields),
): number => {
  let total = 0;
  let weights = 0;
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i]!;
    if (a.norm[i]!.length === 0 || b.norm[i]!.length === 0 || field.weight === 0) continue;
    let similarity = fieldSimilarity(field.type, a, b, i);
    // Given name against surname, one address line against another: a swap still agrees.
    for (const j of cross[i]!)
      if (similarity < 1 && b.norm[j]!.length > 0)
        similarity = Math.max(similarity, fieldSimilarity(field.type, a, b, i, j));
    total += field.weight * similarity;
    weights += field.weight;
  }
  return weights === 0 ? 0 : total / weights;
};

// Fields that hold parts of one thing written in either order: given name and surname, address
// lines. Each is also compared with the others of its family.
const FAMILIES: RegExp[] = [
  /^(?:given|first|middle|last|sur|family|fore)_?names?$|^surname$/,
  /address|street|line_?\d|suburb|locality/,
];
const crossCache = new WeakMap<Field[], number[][]>();

/** Per field, the other fields it is also compared with (same family, same type). */
export const crossFieldsOf = (fields: Field[]): number[][] => {
  const cached = crossCache.get(fields);
  if (cached) return cached;
  const cross = fields.map((field, i) => {
    const family = FAMILIES.find((pattern) => pattern.test(field.name.toLowerCase()));
    if (!family || field.type === 'date') return [];
    return fields
      .map((other, j) =>
        j !== i && other.type === field.type && family.test(other.name.toLowerCase()) ? j : -1,
      )
      .filter((j) => j >= 0);
  });
  crossCache.set(fields, cross);
  return cross;
};

/**
 * The pair scorer execute uses, for one class: callers (the benchmarks' all-pairs baseline, a UI
 * explaining a merge) get the same similarity without the blocking.
 */
export const createPairScorer = (
  cls: OntologyClass | undefined,
): {
  prepare: (entity: Entity) => DedupRecord;
  score: (a: DedupRecord, b: DedupRecord) => number;
} => {
  const fields = fieldsOf(cls);
  return {
    prepare: (entity) => prepareRecord(entity, fields),
    score: (a, b) => scorePair(a, b, fields),
  };
};
