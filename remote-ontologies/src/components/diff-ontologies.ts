import type { OntologyDocument, OntologyModification } from '@ontoloom/contract';

export type DiffKind = 'added' | 'removed' | 'changed' | 'renamed';
export type DiffEntry = {
  kind: DiffKind;
  entity: 'class' | 'property' | 'relation';
  /** `Class`, `Class.property` or `relation` (for `renamed`, the new name). */
  name: string;
  /** For `renamed`: the name before. */
  from?: string;
  /** For `changed` and `renamed`: the fields that differ. */
  fields: string[];
  /** For `changed` and `renamed`: each differing field's value before and after. */
  changes: FieldChange[];
};

export type FieldChange = { field: string; before: unknown; after: unknown };

type Named = { name: string };

/**
 * Where each item's name came from, as the modifications that made a version renamed them:
 * new name → name in the base version (renames chain; a removed or re-added name starts over).
 */
export type Renames = {
  classes: Map<string, string>;
  /** Per class (by its name in the base version): new property name → old name. */
  properties: Map<string, Map<string, string>>;
  relations: Map<string, string>;
};

export function renamesOf(modifications: readonly OntologyModification[]): Renames {
  const classes = new Map<string, string>();
  const properties = new Map<string, Map<string, string>>();
  const relations = new Map<string, string>();
  const originOf = (map: Map<string, string>, name: string) => map.get(name) ?? name;
  for (const change of modifications) {
    switch (change.op) {
      case 'rename_class': {
        const origin = originOf(classes, change.class_name);
        classes.delete(change.class_name);
        classes.set(change.new_name, origin);
        break;
      }
      case 'rename_property': {
        const classOrigin = originOf(classes, change.class_name);
        const map = properties.get(classOrigin) ?? new Map<string, string>();
        const origin = originOf(map, change.property_name);
        map.delete(change.property_name);
        map.set(change.new_name, origin);
        properties.set(classOrigin, map);
        break;
      }
      case 'rename_relation': {
        const origin = originOf(relations, change.relation_name);
        relations.delete(change.relation_name);
        relations.set(change.new_name, origin);
        break;
      }
      case 'remove_class':
      case 'add_class':
        // A name removed, or added anew, is no longer the renamed item's.
        classes.delete('class_name' in change ? change.class_name : change.class.name);
        break;
      case 'remove_relation':
      case 'add_relation':
        relations.delete('relation_name' in change ? change.relation_name : change.relation.name);
        break;
      default:
        break;
    }
  }
  // Identity entries (renamed back to the old name) are no renames.
  for (const [name, origin] of classes) if (name === origin) classes.delete(name);
  for (const [name, origin] of relations) if (name === origin) relations.delete(name);
  for (const map of properties.values())
    for (const [name, origin] of map) if (name === origin) map.delete(name);
  return { classes, properties, relations };
}

const changedFields = (before: object, after: object, skip: string[] = []): string[] => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => !skip.includes(key))
    .filter(
      (key) =>
        JSON.stringify((before as Record<string, unknown>)[key]) !==
        JSON.stringify((after as Record<string, unknown>)[key]),
    )
    .sort();
};

function compare<T extends Named>(
  before: T[],
  after: T[],
  entity: DiffEntry['entity'],
  prefix: string,
  skip: string[] = [],
  /** New name → name before, for items renamed. */
  renamed: Map<string, string> = new Map(),
): DiffEntry[] {
  const old = new Map(before.map((item) => [item.name, item]));
  const next = new Map(after.map((item) => [item.name, item]));
  const matched = new Set<string>();
  const entries: DiffEntry[] = [];
  for (const [name, item] of next) {
    const origin = renamed.get(name);
    const renamedFrom =
      origin !== undefined && old.has(origin) && !next.has(origin) ? origin : null;
    const previousName = renamedFrom ?? name;
    const previous = old.get(previousName);
    if (!previous) {
      entries.push({ kind: 'added', entity, name: prefix + name, fields: [], changes: [] });
      continue;
    }
    matched.add(previousName);
    const fields = changedFields(previous, item, [...skip, 'name']);
    const value = (source: T, field: string) => (source as Record<string, unknown>)[field];
    const changes = fields.map((field) => ({
      field,
      before: value(previous, field),
      after: value(item, field),
    }));
    if (renamedFrom !== null) {
      entries.push({
        kind: 'renamed',
        entity,
        name: prefix + name,
        from: prefix + renamedFrom,
        fields,
        changes,
      });
    } else if (fields.length) {
      entries.push({ kind: 'changed', entity, name: prefix + name, fields, changes });
    }
  }
  for (const name of old.keys()) {
    if (!matched.has(name)) {
      entries.push({ kind: 'removed', entity, name: prefix + name, fields: [], changes: [] });
    }
  }
  return entries;
}

/**
 * What changed from one version to another, by name. Without `renames` a renamed item shows as
 * removed + added (versions made from data record no renames); with the renames of the
 * modifications that made `after` from `before`, it shows as renamed.
 */
export function diffOntologies(
  before: OntologyDocument,
  after: OntologyDocument,
  renames?: Renames,
): DiffEntry[] {
  const classRenames = renames?.classes ?? new Map<string, string>();
  const entries = compare(before.classes, after.classes, 'class', '', ['properties'], classRenames);
  const oldClasses = new Map(before.classes.map((c) => [c.name, c]));
  const newNames = new Set(after.classes.map((c) => c.name));
  for (const ontologyClass of after.classes) {
    const origin = classRenames.get(ontologyClass.name);
    const previousName =
      origin !== undefined && oldClasses.has(origin) && !newNames.has(origin)
        ? origin
        : ontologyClass.name;
    const previous = oldClasses.get(previousName);
    if (previous) {
      entries.push(
        ...compare(
          previous.properties,
          ontologyClass.properties,
          'property',
          `${ontologyClass.name}.`,
          [],
          renames?.properties.get(previousName),
        ),
      );
    }
  }
  entries.push(
    ...compare(before.relations, after.relations, 'relation', '', [], renames?.relations),
  );
  return entries;
}
