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
