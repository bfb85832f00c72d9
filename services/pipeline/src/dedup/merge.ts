import type { PropertyValue } from '@ontoloom/contract/domain';
import { normalizeLabel } from '../extraction/ontology-view';
import type { Entity, Relation } from '../extraction/types';

const valueKey = (value: PropertyValue): string =>
  typeof value === 'string' ? `s:${normalizeLabel(value)}` : `${typeof value}:${String(value)}`;

/**
 * Merges the members of one cluster (all of one class) into one entity: the id of the member
 * with the most provenance (ties: smallest id), the most common label, every distinct property
 * value with its source, and the provenance of every member.
 */
export const mergeCluster = (members: Entity[]): Entity => {
  const ranked = [...members].sort(
    (a, b) => b.provenance.length - a.provenance.length || (a.id < b.id ? -1 : 1),
  );
  const representative = ranked[0]!;
  const labelCounts = new Map<string, { label: string; count: number }>();
  for (const member of ranked) {
    const key = normalizeLabel(member.label);
    const entry = labelCounts.get(key) ?? { label: member.label, count: 0 };
    entry.count += 1;
    labelCounts.set(key, entry);
  }
  const label = [...labelCounts.values()].reduce((best, e) =>
    e.count > best.count ? e : best,
  ).label;
  const merged: Entity = {
    id: representative.id,
    class_name: representative.class_name,
    label,
    confidence: members.reduce((max, m) => Math.max(max, m.confidence), 0),
    properties: {},
    property_sources: {},
    provenance: ranked.flatMap((m) => m.provenance),
  };
  const targetKeys: Record<string, string[]> = {};
  for (const member of ranked) {
    for (const [name, values] of Object.entries(member.properties)) {
      const target = (merged.properties[name] ??= []);
      const sources = (merged.property_sources[name] ??= []);
      const aligned = sources.length === target.length;
      const keys = (targetKeys[name] ??= target.map(valueKey));
      values.forEach((value, i) => {
        const source = member.property_sources[name]?.[i];
        const key = valueKey(value);
        const at = keys.indexOf(key);
        if (at === -1) {
          target.push(value);
          keys.push(key);
          if (source && aligned) sources.push(source);
        } else if (source && sources[at] && source.confidence > sources[at].confidence) {
          // One source per value keeps the arrays aligned; every member's mention stays in
          // `provenance`, so nothing about where the entity was seen is lost.
          sources[at] = source;
        }
      });
    }
  }
  return merged;
};

/** Points relations at merged entities, drops the ones merging turned into self-loops, joins repeats. */
export const remapRelations = (relations: Relation[], idMap: Map<string, string>): Relation[] => {
  const byKey = new Map<string, Relation>();
  for (const relation of relations) {
    const source_id = idMap.get(relation.source_id) ?? relation.source_id;
    const target_id = idMap.get(relation.target_id) ?? relation.target_id;
    if (source_id === target_id) continue;
    const key = `${relation.relation_name}\u0000${source_id}\u0000${target_id}`;
    const existing = byKey.get(key);
    if (existing) {
      existing.provenance.push(...relation.provenance);
      existing.confidence = Math.max(existing.confidence, relation.confidence);
    } else {
      byKey.set(key, { ...relation, source_id, target_id, provenance: [...relation.provenance] });
    }
  }
  return [...byKey.values()];
};
