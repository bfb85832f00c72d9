import type { ExtractedEntity, ExtractedRelation } from '@ontoloom/contract';
import type { Entity, Relation } from '@ontoloom/pipeline/extraction';

export const toEntity = (entity: Entity | ExtractedEntity): ExtractedEntity => ({
  id: entity.id,
  class_name: entity.class_name,
  label: entity.label,
  properties: entity.properties,
  provenance: entity.provenance,
});

export const toRelation = (relation: Relation | ExtractedRelation): ExtractedRelation => ({
  id: relation.id,
  relation_name: relation.relation_name,
  source_id: relation.source_id,
  target_id: relation.target_id,
  provenance: relation.provenance,
});

/** Final rows in result order, each id once (the first occurrence wins). */
export function finalRows(entities: Entity[], relations: Relation[]) {
  const seenEntities = new Set<string>();
  const seenRelations = new Set<string>();
  return {
    entities: entities
      .filter((entity) => !seenEntities.has(entity.id) && seenEntities.add(entity.id))
      .map((data, position) => ({ entityId: data.id, position, className: data.class_name, data })),
    relations: relations
      .filter((relation) => !seenRelations.has(relation.id) && seenRelations.add(relation.id))
      .map((data, position) => ({ relationId: data.id, position, data })),
  };
}
