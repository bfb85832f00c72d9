import { randomUUID } from 'node:crypto';
import type { DnfRule, OntologyDocument, PropertyValue, Provenance } from '@ontoloom/contract';

/** A knowledge-base entity as the merge sees it (provenance: only what the run adds). */
export type MergeEntity = {
  id: string;
  className: string;
  label: string;
  properties: Record<string, PropertyValue[]>;
};

export type RunEntityInput = MergeEntity & { provenance: Provenance[] };
export type RunRelationInput = {
  relationName: string;
  sourceId: string;
  targetId: string;
  provenance: Provenance[];
};

/** Lower case, accents and punctuation gone, single spaces: how labels and values compare. */
export const normalizeKey = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const valueKey = (value: PropertyValue): string | null =>
  value === null
    ? null
    : typeof value === 'string'
      ? normalizeKey(value) || null
      : `${typeof value}:${String(value)}`;

/**
 * The properties whose equal value makes two entities of a class one: the ontology's identifying
 * properties (not booleans, as in deduplication), and the properties of the run's dnf_build rules
 * whose disjunct is a single `exact` or `normalized` predicate (the rule says an equal value alone
 * proposes a pair). Labels always count.
 */
export function identifyingProperties(
  ontology: OntologyDocument,
  rules: DnfRule[],
): Map<string, string[]> {
  const byClass = new Map<string, Set<string>>();
  for (const cls of ontology.classes) {
    byClass.set(
      cls.name,
      new Set(
        cls.properties.filter((p) => p.identifying && p.type !== 'boolean').map((p) => p.name),
      ),
    );
  }
  for (const rule of rules) {
    const names = byClass.get(rule.class_name) ?? new Set<string>();
    for (const disjunct of rule.disjuncts) {
      const [only] = disjunct;
      if (disjunct.length === 1 && only && only.property !== 'label') {
        if (only.predicate === 'exact' || only.predicate === 'normalized') names.add(only.property);
      }
    }
    byClass.set(rule.class_name, names);
  }
  return new Map([...byClass].map(([name, set]) => [name, [...set].sort()]));
}

function keysOf(entity: MergeEntity, identifying: Map<string, string[]>): string[] {
  const keys: string[] = [];
  const label = normalizeKey(entity.label);
  if (label) keys.push(`${entity.className}\u0000label\u0000${label}`);
  for (const name of identifying.get(entity.className) ?? []) {
    for (const value of entity.properties[name] ?? []) {
      const key = valueKey(value);
      if (key) keys.push(`${entity.className}\u0000${name}\u0000${key}`);
    }
  }
  return keys;
}

/** Every distinct value of both, the existing ones first (values compare normalized). */
export function unionProperties(
  into: Record<string, PropertyValue[]>,
  from: Record<string, PropertyValue[]>,
): { properties: Record<string, PropertyValue[]>; changed: boolean } {
  const properties: Record<string, PropertyValue[]> = { ...into };
  let changed = false;
  for (const [name, values] of Object.entries(from)) {
    const target = [...(properties[name] ?? [])];
    const seen = new Set(target.map((value) => JSON.stringify(valueKey(value) ?? value)));
    for (const value of values) {
      const key = JSON.stringify(valueKey(value) ?? value);
      if (!seen.has(key)) {
        seen.add(key);
        target.push(value);
        changed = true;
      }
    }
    properties[name] = target;
  }
  return { properties, changed };
}

export type MergePlan = {
  /** New entities, with fresh ids. */
  inserts: (RunEntityInput & { position: number })[];
  /** Existing entities that gain properties and provenance. */
  updates: { id: string; properties: Record<string, PropertyValue[]>; provenance: Provenance[] }[];
  /** Relations pointed at knowledge-base ids, self-loops dropped, repeats joined. */
  relations: RunRelationInput[];
};

/**
 * Merges a committed run into a knowledge base: a run entity with the class and the normalized
 * label, or an identifying property value, of an existing entity becomes that entity (values and
 * provenance unioned); the others are new. Run entities are not merged with each other (the run's
 * own deduplication decided those). Relations follow their ends.
 */
export function planMerge(input: {
  existing: MergeEntity[];
  entities: RunEntityInput[];
  relations: RunRelationInput[];
  identifying: Map<string, string[]>;
  nextPosition: number;
}): MergePlan {
  const byKey = new Map<string, MergeEntity>();
  for (const entity of input.existing) {
    for (const key of keysOf(entity, input.identifying)) {
      if (!byKey.has(key)) byKey.set(key, entity);
    }
  }
  const idMap = new Map<string, string>();
  const inserts: MergePlan['inserts'] = [];
  const updates = new Map<string, MergePlan['updates'][number] & { changed: boolean }>();
  let position = input.nextPosition;
  for (const entity of input.entities) {
    const match = keysOf(entity, input.identifying)
      .map((key) => byKey.get(key))
      .find(Boolean);
    if (!match) {
      const id = randomUUID();
      idMap.set(entity.id, id);
      inserts.push({ ...entity, id, position: position++ });
      continue;
    }
    idMap.set(entity.id, match.id);
    const update = updates.get(match.id) ?? {
      id: match.id,
      properties: match.properties,
      provenance: [],
      changed: false,
    };
    const union = unionProperties(update.properties, entity.properties);
    update.properties = union.properties;
    match.properties = union.properties;
    update.provenance.push(...entity.provenance);
    updates.set(match.id, update);
  }
  const relations = new Map<string, RunRelationInput>();
  for (const relation of input.relations) {
    const sourceId = idMap.get(relation.sourceId);
    const targetId = idMap.get(relation.targetId);
    if (!sourceId || !targetId || sourceId === targetId) continue;
    const key = `${sourceId}\u0000${relation.relationName}\u0000${targetId}`;
    const existing = relations.get(key);
    if (existing) existing.provenance.push(...relation.provenance);
    else
      relations.set(key, { ...relation, sourceId, targetId, provenance: [...relation.provenance] });
  }
  return {
    inserts,
    updates: [...updates.values()].map(({ id, properties, provenance }) => ({
      id,
      properties,
      provenance,
    })),
    relations: [...relations.values()],
  };
}
