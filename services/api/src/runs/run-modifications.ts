import type { OntologyDocument, UnstructuredAction } from '@ontoloom/contract';
import { mergeCluster, remapRelations } from '@ontoloom/pipeline/dedup';
import { stableId, type Entity, type Relation } from '@ontoloom/pipeline/extraction';
import type { RunEntityRow, RunRelationRow } from '../db/schema/index';
import { ValidationError } from '../errors';

export type ManualAction = Exclude<
  UnstructuredAction,
  { type: 'cancel' } | { type: 'retry_failed' } | { type: 'undo' }
>;

type EntityRow = Omit<RunEntityRow, 'runId'>;
type RelationRow = Omit<RunRelationRow, 'runId'>;

/** What one modification does to the final results: rows removed, rows written (new or changed). */
export type ResultsChange = {
  removeEntities: string[];
  removeRelations: string[];
  entities: EntityRow[];
  relations: RelationRow[];
};

const invalid = (field: string, message: string) =>
  new ValidationError('validation_failed', `unstructured_action.${field}: ${message}`);

const sameSpot = (a: Entity['provenance'][number], b: Entity['provenance'][number]) =>
  a.document_id === b.document_id &&
  a.chunk_id === b.chunk_id &&
  a.start === b.start &&
  a.end === b.end;

/**
 * Plans a manual modification (merge, split, rename, delete, edit) of the final results; ids that
 * are not in them are refused with a 422 naming the field.
 */
export function planModification(
  action: ManualAction,
  entityRows: RunEntityRow[],
  relationRows: RunRelationRow[],
  ontology: OntologyDocument,
): ResultsChange {
  const entities = new Map(entityRows.map((row) => [row.entityId, row]));
  const need = (id: string, field: string) => {
    const row = entities.get(id);
    if (!row) throw invalid(field, `no entity ${id} in the run's final results`);
    return row;
  };
  const nextPosition = () => entityRows.reduce((max, row) => Math.max(max, row.position), -1) + 1;
  const entityRow = (data: Entity, position: number): EntityRow => ({
    entityId: data.id,
    position,
    className: data.class_name,
    data,
  });
  const relationRow = (data: Relation, position: number): RelationRow => ({
    relationId: data.id,
    position,
    data,
  });
  const empty: ResultsChange = {
    removeEntities: [],
    removeRelations: [],
    entities: [],
    relations: [],
  };

  switch (action.type) {
    case 'rename': {
      const row = need(action.entity_id, 'entity_id');
      return { ...empty, entities: [{ ...row, data: { ...row.data, label: action.label } }] };
    }
    case 'edit': {
      const row = need(action.entity_id, 'entity_id');
      const cls = ontology.classes.find((item) => item.name === row.className);
      const known = new Set(cls?.properties.map((property) => property.name) ?? []);
      const properties = { ...row.data.properties };
      const sources = { ...row.data.property_sources };
      for (const [name, values] of Object.entries(action.properties)) {
        if (!known.has(name)) {
          throw invalid(
            `properties.${name}`,
            `${row.className} has no property ${JSON.stringify(name)}`,
          );
        }
        if (values.length === 0) delete properties[name];
        else properties[name] = values;
        // Values typed by a person have no source in the documents.
        delete sources[name];
      }
      return {
        ...empty,
        entities: [{ ...row, data: { ...row.data, properties, property_sources: sources } }],
      };
    }
    case 'delete': {
      if (action.entity_ids.length === 0 && action.relation_ids.length === 0) {
        throw invalid('entity_ids', 'name at least one entity or relation to delete');
      }
      action.entity_ids.forEach((id, index) => need(id, `entity_ids[${index}]`));
      const relationIds = new Set(relationRows.map((row) => row.relationId));
      action.relation_ids.forEach((id, index) => {
        if (!relationIds.has(id)) {
          throw invalid(`relation_ids[${index}]`, `no relation ${id} in the run's final results`);
        }
      });
      const gone = new Set(action.entity_ids);
      // Relations of a deleted entity go with it.
      const dangling = relationRows
        .filter((row) => gone.has(row.data.source_id) || gone.has(row.data.target_id))
        .map((row) => row.relationId);
      return {
        ...empty,
        removeEntities: [...gone],
        removeRelations: [...new Set([...action.relation_ids, ...dangling])],
      };
    }
    case 'merge': {
      const members = action.entity_ids.map((id, index) => {
        if (action.entity_ids.indexOf(id) !== index) {
          throw invalid(`entity_ids[${index}]`, `${id} is named twice`);
        }
        return need(id, `entity_ids[${index}]`);
      });
      const className = members[0]!.className;
      members.forEach((member, index) => {
        if (member.className !== className) {
          throw invalid(
            `entity_ids[${index}]`,
            `is a ${member.className}; only entities of one class merge (the first is a ${className})`,
          );
        }
      });
      const merged = mergeCluster(members.map((member) => member.data));
      if (action.label) merged.label = action.label;
      const idMap = new Map(members.map((member) => [member.entityId, merged.id]));
      const touching = relationRows.filter(
        (row) => idMap.has(row.data.source_id) || idMap.has(row.data.target_id),
      );
      const positionOf = new Map(touching.map((row) => [row.relationId, row.position]));
      const remapped = remapRelations(
        touching.map((row) => row.data),
        idMap,
      );
      const kept = new Set(remapped.map((relation) => relation.id));
      return {
        removeEntities: members.map((member) => member.entityId).filter((id) => id !== merged.id),
        removeRelations: touching.map((row) => row.relationId).filter((id) => !kept.has(id)),
        entities: [entityRow(merged, Math.min(...members.map((member) => member.position)))],
        relations: remapped.map((relation) =>
          relationRow(relation, positionOf.get(relation.id) ?? 0),
        ),
      };
    }
    case 'split': {
      const row = need(action.entity_id, 'entity_id');
      const { provenance } = row.data;
      const groupOf = new Map<number, number>();
      action.groups.forEach((group, g) =>
        group.forEach((index, k) => {
          if (index >= provenance.length) {
            throw invalid(
              `groups[${g}][${k}]`,
              `the entity has ${provenance.length} provenance entries (0 to ${provenance.length - 1})`,
            );
          }
          if (groupOf.has(index)) throw invalid(`groups[${g}][${k}]`, `${index} is in two groups`);
          groupOf.set(index, g);
        }),
      );
      if (groupOf.size !== provenance.length) {
        throw invalid(
          'groups',
          `every provenance entry (0 to ${provenance.length - 1}) must be in one group`,
        );
      }
      const start = nextPosition();
      const parts: Entity[] = action.groups.map((group, g) => ({
        ...row.data,
        // The first part keeps the entity's id (its relations stay unless they come from another part).
        id:
          g === 0
            ? row.entityId
            : stableId('split', row.entityId, ...[...group].sort((a, b) => a - b)),
        provenance: group.map((index) => provenance[index]!),
        properties: {},
        property_sources: {},
      }));
      const partOf = (spot: Entity['provenance'][number] | undefined) => {
        const index = spot ? provenance.findIndex((item) => sameSpot(item, spot)) : -1;
        return index >= 0 ? groupOf.get(index)! : 0;
      };
      for (const [name, values] of Object.entries(row.data.properties)) {
        values.forEach((value, v) => {
          const source = row.data.property_sources[name]?.[v];
          const part = parts[partOf(source?.provenance)]!;
          (part.properties[name] ??= []).push(value);
          if (source) (part.property_sources[name] ??= []).push(source);
        });
      }
      const moved = relationRows.flatMap((relationRow) => {
        const { data } = relationRow;
        if (data.source_id !== row.entityId && data.target_id !== row.entityId) return [];
        const chunkIds = new Set(data.provenance.map((spot) => spot.chunk_id));
        const part = parts.findIndex((candidate) =>
          candidate.provenance.some((spot) => chunkIds.has(spot.chunk_id)),
        );
        if (part <= 0) return [];
        const id = parts[part]!.id;
        return [
          {
            ...relationRow,
            data: {
              ...data,
              source_id: data.source_id === row.entityId ? id : data.source_id,
              target_id: data.target_id === row.entityId ? id : data.target_id,
            },
          },
        ];
      });
      return {
        ...empty,
        entities: parts.map((part, g) => entityRow(part, g === 0 ? row.position : start + g - 1)),
        relations: moved.map(({ relationId, position, data }) => ({ relationId, position, data })),
      };
    }
  }
}
