import {
  ontologyClassSchema,
  ontologyPropertySchema,
  ontologyRelationSchema,
  type OntologyDocument,
  type OntologyModification,
} from './ontology-document';
import { checkOntologyRules } from './ontology-rules';

/** Why a modification cannot apply; `index` is its position in the list. */
export class OntologyModificationError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(`ontology_modifications.${index}: ${message}`);
    this.name = 'OntologyModificationError';
  }
}

type Fail = (message: string) => never;

function findClass(document: OntologyDocument, name: string, fail: Fail) {
  const found = document.classes.find((c) => c.name === name);
  return found ?? fail(`Class "${name}" does not exist`);
}

function findRelation(document: OntologyDocument, name: string, fail: Fail) {
  const found = document.relations.find((r) => r.name === name);
  return found ?? fail(`Relation "${name}" does not exist`);
}

function findProperty(document: OntologyDocument, className: string, name: string, fail: Fail) {
  const found = findClass(document, className, fail).properties.find((p) => p.name === name);
  return found ?? fail(`Property "${name}" does not exist in class "${className}"`);
}

function applyOne(document: OntologyDocument, change: OntologyModification, fail: Fail) {
  const classTaken = (name: string) => {
    if (document.classes.some((c) => c.name === name)) fail(`Class "${name}" already exists`);
  };
  const relationTaken = (name: string) => {
    if (document.relations.some((r) => r.name === name)) fail(`Relation "${name}" already exists`);
  };
  switch (change.op) {
    case 'add_class':
      classTaken(change.class.name);
      document.classes.push(ontologyClassSchema.parse(change.class));
      return;
    case 'update_class':
      Object.assign(findClass(document, change.class_name, fail), change.changes);
      return;
    case 'remove_class': {
      findClass(document, change.class_name, fail);
      const users = document.relations.filter(
        (r) => r.source === change.class_name || r.target === change.class_name,
      );
      if (users.length > 0) {
        fail(
          `Class "${change.class_name}" is still used by relation(s) ${users.map((r) => `"${r.name}"`).join(', ')}`,
        );
      }
      document.classes = document.classes.filter((c) => c.name !== change.class_name);
      return;
    }
    case 'rename_class': {
      const target = findClass(document, change.class_name, fail);
      if (change.new_name !== change.class_name) classTaken(change.new_name);
      target.name = change.new_name;
      // Relations follow the class: a rename never leaves a dangling end.
      for (const relation of document.relations) {
        if (relation.source === change.class_name) relation.source = change.new_name;
        if (relation.target === change.class_name) relation.target = change.new_name;
      }
      return;
    }
    case 'add_property': {
      const target = findClass(document, change.class_name, fail);
      if (target.properties.some((p) => p.name === change.property.name)) {
        fail(`Property "${change.property.name}" already exists in class "${change.class_name}"`);
      }
      target.properties.push(ontologyPropertySchema.parse(change.property));
      return;
    }
    case 'update_property':
      Object.assign(
        findProperty(document, change.class_name, change.property_name, fail),
        change.changes,
      );
      return;
    case 'remove_property': {
      findProperty(document, change.class_name, change.property_name, fail);
      const target = findClass(document, change.class_name, fail);
      target.properties = target.properties.filter((p) => p.name !== change.property_name);
      return;
    }
    case 'rename_property': {
      const property = findProperty(document, change.class_name, change.property_name, fail);
      const siblings = findClass(document, change.class_name, fail).properties;
      if (
        change.new_name !== change.property_name &&
        siblings.some((p) => p.name === change.new_name)
      ) {
        fail(`Property "${change.new_name}" already exists in class "${change.class_name}"`);
      }
      property.name = change.new_name;
      return;
    }
    case 'add_relation':
      relationTaken(change.relation.name);
      document.relations.push(ontologyRelationSchema.parse(change.relation));
      return;
    case 'update_relation':
      Object.assign(findRelation(document, change.relation_name, fail), change.changes);
      return;
    case 'remove_relation':
      findRelation(document, change.relation_name, fail);
      document.relations = document.relations.filter((r) => r.name !== change.relation_name);
      return;
    case 'rename_relation': {
      const relation = findRelation(document, change.relation_name, fail);
      if (change.new_name !== change.relation_name) relationTaken(change.new_name);
      relation.name = change.new_name;
      return;
    }
  }
}

/**
 * Applies the operations in order to a copy of `base`. Each one is checked against the result so
 * far, so a later operation may use what an earlier one added; the first failure is thrown.
 */
export function applyOntologyModifications(
  base: OntologyDocument,
  modifications: OntologyModification[],
): OntologyDocument {
  const document = structuredClone(base);
  modifications.forEach((change, index) => {
    const fail: Fail = (message) => {
      throw new OntologyModificationError(index, message);
    };
    applyOne(document, change, fail);
    // Relation ends and uniqueness are checked after each step, so the error names the culprit.
    const [issue] = checkOntologyRules(document);
    if (issue) fail(issue.message);
  });
  return document;
}

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
