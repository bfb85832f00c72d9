import type { DroppedItem, OntologyClass, Provenance } from '@ontoloom/contract/domain';
import type { Chunk } from '../../chunking/chunk';
import { LlmExtractionError } from '../../common/errors';
import { stableId } from '../../common/ids';
import type { OntologyView } from '../ontology-view';
import { normalizeLabel, pageAt } from '../ontology-view';
import type { Entity, Relation } from '../types';
import { coerceValue } from './value-types';

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const confidenceOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.7;

/**
 * Finds the quoted words in the chunk (exactly, then ignoring case). An entity found nowhere in
 * the text (neither its quote nor its label) is dropped as not stated there; a relation whose
 * quote is not in the text is kept, flagged by the whole chunk as provenance and half the
 * confidence.
 */
const locate = (
  chunk: Chunk,
  span: string,
  fallback: string,
): { provenance: Provenance; found: boolean } => {
  for (const candidate of [span, fallback]) {
    if (candidate === '') continue;
    let at = chunk.text.indexOf(candidate);
    if (at === -1 && candidate.toLowerCase().length === candidate.length) {
      at = chunk.text.toLowerCase().indexOf(candidate.toLowerCase());
    }
    if (at !== -1) {
      const start = chunk.start + at;
      const provenance = {
        document_id: chunk.document_id,
        page: pageAt(chunk, at),
        chunk_id: chunk.id,
        start,
        end: start + candidate.length,
        text: chunk.text.slice(at, at + candidate.length),
      };
      return { provenance, found: true };
    }
  }
  const provenance = {
    document_id: chunk.document_id,
    page: chunk.pages[0] ?? null,
    chunk_id: chunk.id,
    start: chunk.start,
    end: chunk.end,
    text: span || fallback,
  };
  return { provenance, found: false };
};

export type ValidatedAnswer = { entities: Entity[]; relations: Relation[]; dropped: DroppedItem[] };

/** Strict validation of a model's answer against the ontology: what does not fit is dropped and reported. */
export const validateAnswer = (
  answer: unknown,
  chunk: Chunk,
  view: OntologyView,
): ValidatedAnswer => {
  if (!isItem(answer) || !Array.isArray(answer.entities)) {
    throw new LlmExtractionError('invalid_response', 'The model answer has no "entities" list.');
  }
  const dropped: DroppedItem[] = [];
  const drop = (
    kind: DroppedItem['kind'],
    name: string,
    reason: string,
    provenance: Provenance | null = null,
  ): void => {
    dropped.push({ kind, name, reason, provenance });
  };
  const byKey = new Map<string, Entity>();
  const byRef = new Map<string, Entity>();

  for (const item of answer.entities) {
    if (!isItem(item)) {
      drop('entity', '', 'not an object');
      continue;
    }
    const className = text(item.class_name);
    const label = text(item.label).trim();
    const located = locate(chunk, text(item.text), label);
    const cls = view.classByName.get(className);
    if (!cls) {
      drop(
        'entity',
        className,
        'class is not in the ontology (or not selected for this run)',
        located.provenance,
      );
      continue;
    }
    if (label === '') {
      drop('entity', className, 'entity has no label', located.provenance);
      continue;
    }
    if (!located.found) {
      drop('entity', className, `"${label}" is not stated in the text`, located.provenance);
      continue;
    }
    const key = `${cls.name}\u0000${normalizeLabel(label)}`;
    let entity = byKey.get(key);
    if (!entity) {
      entity = {
        id: stableId('entity', chunk.id, cls.name, normalizeLabel(label)),
        class_name: cls.name,
        label,
        confidence: 0,
        properties: {},
        property_sources: {},
        provenance: [],
      };
      byKey.set(key, entity);
    }
    const confidence = confidenceOf(item.confidence);
    entity.confidence = Math.max(entity.confidence, confidence);
    entity.provenance.push(located.provenance);
    addProperties(entity, cls, item.properties, chunk, confidence, drop);
    if (typeof item.ref === 'string') byRef.set(item.ref, entity);
  }

  const relations = new Map<string, Relation>();
  for (const item of Array.isArray(answer.relations) ? answer.relations : []) {
    if (!isItem(item)) {
      drop('relation', '', 'not an object');
      continue;
    }
    const name = text(item.relation_name);
    const located = locate(chunk, text(item.text), '');
    const relation = view.relations.find((r) => r.name === name);
    const source = byRef.get(text(item.source_ref));
    const target = byRef.get(text(item.target_ref));
    const problem = !relation
      ? 'relation is not in the ontology (or its classes are not selected)'
      : !source || !target
        ? 'source or target is not an extracted entity'
        : source.class_name !== relation.source || target.class_name !== relation.target
          ? `${name} goes from ${relation.source} to ${relation.target}`
          : source === target
            ? 'source and target are the same entity'
            : null;
    if (problem || !source || !target) {
      drop('relation', name, problem ?? 'invalid relation', located.provenance);
      continue;
    }
    const id = stableId('relation', chunk.id, name, source.id, target.id);
    const existing = relations.get(id) ?? {
      id,
      relation_name: name,
      source_id: source.id,
      target_id: target.id,
      confidence: 0,
      provenance: [],
    };
    existing.confidence = Math.max(
      existing.confidence,
      confidenceOf(item.confidence) * (located.found ? 1 : 0.5),
    );
    existing.provenance.push(located.provenance);
    relations.set(id, existing);
  }
  return { entities: [...byKey.values()], relations: [...relations.values()], dropped };
};

const addProperties = (
  entity: Entity,
  cls: OntologyClass,
  properties: unknown,
  chunk: Chunk,
  confidence: number,
  drop: (
    kind: DroppedItem['kind'],
    name: string,
    reason: string,
    provenance?: Provenance | null,
  ) => void,
): void => {
  if (!isItem(properties)) return;
  for (const [name, raw] of Object.entries(properties)) {
    const property = cls.properties.find((p) => p.name === name);
    const qualified = `${cls.name}.${name}`;
    if (!property) {
      drop('property', qualified, 'property is not in the class');
      continue;
    }
    const items = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined);
    for (const value of items) {
      const given = isItem(value) ? value.value : value;
      if (given === null || given === undefined) continue;
      const span = isItem(value) ? text(value.text) : String(given);
      const located = locate(chunk, span, String(given));
      const coerced = coerceValue(property.type, given);
      if (!coerced.ok) {
        drop('property', qualified, coerced.reason, located.provenance);
        continue;
      }
      const values = (entity.properties[name] ??= []);
      const sources = (entity.property_sources[name] ??= []);
      if (values.includes(coerced.value)) continue;
      if (!property.multiple && values.length > 0) {
        drop('property', qualified, 'the property takes one value', located.provenance);
        continue;
      }
      values.push(coerced.value);
      sources.push({
        confidence: confidence * (located.found ? 1 : 0.5),
        provenance: located.provenance,
      });
    }
  }
};
