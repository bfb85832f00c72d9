import { limits } from './limits';
import {
  ontologyClassSchema,
  withLabel,
  ontologyPropertySchema,
  ontologyRelationSchema,
  type OntologyClass,
  type OntologyDocument,
  type OntologyModification,
  type OntologyRelation,
} from './ontology-document';
import { checkClassRules, checkRelationEnds } from './ontology-rules';

/** Why a modification cannot apply; `index` is its position in the list. */
export class OntologyModificationError extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {
    super(`ontology_modifications.${index}: ${reason}`);
    this.name = 'OntologyModificationError';
  }
}

type Fail = (message: string) => never;

/**
 * The document being edited, indexed by name: each operation costs what it touches, not the whole
 * document, so applying n operations is linear. Items keep their place (a rename does not move
 * one); removed items are dropped when the document is rebuilt, once, at the end.
 */
function indexDocument(document: OntologyDocument) {
  const classList = [...document.classes];
  const relationList = [...document.relations];
  const classes = new Map(classList.map((c) => [c.name, c]));
  const relations = new Map(relationList.map((r) => [r.name, r]));
  /** Relations by the classes they link: what removing or renaming a class must look at. */
  const ends = new Map<string, Set<OntologyRelation>>();
  const link = (relation: OntologyRelation) => {
    for (const name of [relation.source, relation.target]) {
      const users = ends.get(name) ?? new Set();
      ends.set(name, users.add(relation));
    }
  };
  const unlink = (relation: OntologyRelation) => {
    ends.get(relation.source)?.delete(relation);
    ends.get(relation.target)?.delete(relation);
  };
  relationList.forEach(link);
  return {
    classes,
    relations,
    ends,
    link,
    unlink,
    addClass(added: OntologyClass) {
      classes.set(added.name, added);
      classList.push(added);
    },
    addRelation(added: OntologyRelation) {
      relations.set(added.name, added);
      relationList.push(added);
      link(added);
    },
    toDocument(): OntologyDocument {
      return {
        ...document,
        classes: classList.filter((c) => classes.get(c.name) === c),
        relations: relationList.filter((r) => relations.get(r.name) === r),
      };
    },
  };
}

type IndexedDocument = ReturnType<typeof indexDocument>;

function applyOne(document: IndexedDocument, change: OntologyModification, fail: Fail) {
  const { classes, relations } = document;
  const findClass = (name: string) => classes.get(name) ?? fail(`Class "${name}" does not exist`);
  const findRelation = (name: string) =>
    relations.get(name) ?? fail(`Relation "${name}" does not exist`);
  const findProperty = (className: string, name: string) =>
    findClass(className).properties.find((p) => p.name === name) ??
    fail(`Property "${name}" does not exist in class "${className}"`);
  const classTaken = (name: string) => {
    if (classes.has(name)) fail(`Class "${name}" already exists`);
  };
  const relationTaken = (name: string) => {
    if (relations.has(name)) fail(`Relation "${name}" already exists`);
  };
  const propertyTaken = (ontologyClass: OntologyClass, name: string) => {
    if (ontologyClass.properties.some((p) => p.name === name)) {
      fail(`Property "${name}" already exists in class "${ontologyClass.name}"`);
    }
  };
  const within = (count: number, limit: number, message: string) => {
    if (count >= limit) fail(message);
  };
  // The rules the whole document obeys, checked on what the operation touched.
  const checkClass = (ontologyClass: OntologyClass) => {
    const [issue] = checkClassRules(ontologyClass, 0);
    if (issue) fail(issue.message);
  };
  const checkEnds = (relation: OntologyRelation) => {
    const [issue] = checkRelationEnds(relation, 0, (name) => classes.has(name));
    if (issue) fail(issue.message);
  };
  switch (change.op) {
    case 'add_class': {
      classTaken(change.class.name);
      within(
        classes.size,
        limits.ontologyClasses,
        `An ontology has at most ${limits.ontologyClasses} classes`,
      );
      const added = withLabel(ontologyClassSchema.parse(change.class));
      checkClass(added);
      document.addClass(added);
      return;
    }
    case 'update_class': {
      const target = findClass(change.class_name);
      Object.assign(target, change.changes);
      checkClass(target);
      return;
    }
    case 'remove_class': {
      findClass(change.class_name);
      const users = [...(document.ends.get(change.class_name) ?? [])];
      if (users.length > 0) {
        fail(
          `Class "${change.class_name}" is still used by relation(s) ${users.map((r) => `"${r.name}"`).join(', ')}`,
        );
      }
      classes.delete(change.class_name);
      return;
    }
    case 'rename_class': {
      const target = findClass(change.class_name);
      if (change.new_name === change.class_name) return;
      classTaken(change.new_name);
      classes.delete(change.class_name);
      target.name = change.new_name;
      classes.set(change.new_name, target);
      // Relations follow the class: a rename never leaves a dangling end.
      for (const relation of document.ends.get(change.class_name) ?? []) {
        document.unlink(relation);
        if (relation.source === change.class_name) relation.source = change.new_name;
        if (relation.target === change.class_name) relation.target = change.new_name;
        document.link(relation);
      }
      document.ends.delete(change.class_name);
      return;
    }
    case 'add_property': {
      const target = findClass(change.class_name);
      propertyTaken(target, change.property.name);
      within(
        target.properties.length,
        limits.classProperties,
        `A class has at most ${limits.classProperties} properties`,
      );
      target.properties.push(ontologyPropertySchema.parse(change.property));
      return;
    }
    case 'update_property':
      Object.assign(findProperty(change.class_name, change.property_name), change.changes);
      return;
    case 'remove_property': {
      findProperty(change.class_name, change.property_name);
      const target = findClass(change.class_name);
      target.properties = target.properties.filter((p) => p.name !== change.property_name);
      return;
    }
    case 'rename_property': {
      const property = findProperty(change.class_name, change.property_name);
      if (change.new_name !== change.property_name) {
        propertyTaken(findClass(change.class_name), change.new_name);
      }
      property.name = change.new_name;
      return;
    }
    case 'add_relation': {
      relationTaken(change.relation.name);
      within(
        relations.size,
        limits.ontologyRelations,
        `An ontology has at most ${limits.ontologyRelations} relations`,
      );
      const added = ontologyRelationSchema.parse(change.relation);
      checkEnds(added);
      document.addRelation(added);
      return;
    }
    case 'update_relation': {
      const target = findRelation(change.relation_name);
      document.unlink(target);
      Object.assign(target, change.changes);
      document.link(target);
      checkEnds(target);
      return;
    }
    case 'remove_relation':
      document.unlink(findRelation(change.relation_name));
      relations.delete(change.relation_name);
      return;
    case 'rename_relation': {
      const target = findRelation(change.relation_name);
      if (change.new_name === change.relation_name) return;
      relationTaken(change.new_name);
      relations.delete(change.relation_name);
      target.name = change.new_name;
      relations.set(change.new_name, target);
      return;
    }
  }
}

/**
 * Applies the operations in order to a copy of `base`. Each one is checked against the result so
 * far, so a later operation may use what an earlier one added; the first failure is thrown.
 * Linear in the size of `base` plus the operations.
 */
export function applyOntologyModifications(
  base: OntologyDocument,
  modifications: OntologyModification[],
): OntologyDocument {
  const document = indexDocument(structuredClone(base));
  modifications.forEach((change, index) => {
    applyOne(document, change, (message) => {
      throw new OntologyModificationError(index, message);
    });
  });
  return document.toDocument();
}
