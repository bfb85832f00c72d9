import type { OntologyDocument, OntologyModification } from './ontology-document';

type Changes<T> = Partial<T>;

/** The fields of `after` that differ from `before` (compared by value), without `skip`. */
function changedFields<T extends object>(before: T, after: T, skip: (keyof T)[]): Changes<T> {
  const changes: Changes<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (skip.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}

const isEmpty = (changes: object) => Object.keys(changes).length === 0;

/**
 * The operations that turn `base` into `target`, matched by name (a renamed item reads as removed
 * and added). Ordered so each one applies: relations that go first, new classes before the
 * relations that move to them, those before the classes they leave. Used when YAML edits move to
 * the structured editor.
 */
export function modificationsBetween(
  base: OntologyDocument,
  target: OntologyDocument,
): OntologyModification[] {
  const operations: OntologyModification[] = [];
  const baseClasses = new Map(base.classes.map((c) => [c.name, c]));
  const targetClasses = new Map(target.classes.map((c) => [c.name, c]));
  const baseRelations = new Map(base.relations.map((r) => [r.name, r]));
  const targetRelations = new Map(target.relations.map((r) => [r.name, r]));

  for (const relation of base.relations) {
    if (!targetRelations.has(relation.name)) {
      operations.push({ op: 'remove_relation', relation_name: relation.name });
    }
  }
  for (const ontologyClass of target.classes) {
    if (!baseClasses.has(ontologyClass.name)) {
      operations.push({ op: 'add_class', class: structuredClone(ontologyClass) });
    }
  }
  for (const relation of target.relations) {
    const before = baseRelations.get(relation.name);
    if (!before) continue;
    const changes = changedFields(before, relation, ['name']);
    if (!isEmpty(changes)) {
      operations.push({ op: 'update_relation', relation_name: relation.name, changes });
    }
  }
  for (const ontologyClass of base.classes) {
    const next = targetClasses.get(ontologyClass.name);
    if (!next) {
      operations.push({ op: 'remove_class', class_name: ontologyClass.name });
      continue;
    }
    const changes = changedFields(ontologyClass, next, ['name', 'properties']);
    if (!isEmpty(changes)) {
      operations.push({ op: 'update_class', class_name: ontologyClass.name, changes });
    }
    const nextProperties = new Map(next.properties.map((p) => [p.name, p]));
    for (const property of ontologyClass.properties) {
      if (!nextProperties.has(property.name)) {
        operations.push({
          op: 'remove_property',
          class_name: ontologyClass.name,
          property_name: property.name,
        });
      }
    }
    const baseProperties = new Map(ontologyClass.properties.map((p) => [p.name, p]));
    for (const property of next.properties) {
      const previous = baseProperties.get(property.name);
      if (!previous) {
        operations.push({
          op: 'add_property',
          class_name: ontologyClass.name,
          property: structuredClone(property),
        });
        continue;
      }
      const propertyChanges = changedFields(previous, property, ['name']);
      if (!isEmpty(propertyChanges)) {
        operations.push({
          op: 'update_property',
          class_name: ontologyClass.name,
          property_name: property.name,
          changes: propertyChanges,
        });
      }
    }
  }
  for (const relation of target.relations) {
    if (!baseRelations.has(relation.name)) {
      operations.push({ op: 'add_relation', relation: structuredClone(relation) });
    }
  }
  return operations;
}
