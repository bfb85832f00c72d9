import type { OntologyDocument } from '@ontoloom/contract';

export type DiffKind = 'added' | 'removed' | 'changed';
export type DiffEntry = {
  kind: DiffKind;
  entity: 'class' | 'property' | 'relation';
  /** `Class`, `Class.property` or `relation`. */
  name: string;
  /** For `changed`: the fields that differ. */
  fields: string[];
  /** For `changed`: each differing field's value before and after. */
  changes: FieldChange[];
};

export type FieldChange = { field: string; before: unknown; after: unknown };

type Named = { name: string };

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
): DiffEntry[] {
  const old = new Map(before.map((item) => [item.name, item]));
  const next = new Map(after.map((item) => [item.name, item]));
  const entries: DiffEntry[] = [];
  for (const [name, item] of next) {
    const previous = old.get(name);
    if (!previous) {
      entries.push({ kind: 'added', entity, name: prefix + name, fields: [], changes: [] });
    } else {
      const fields = changedFields(previous, item, skip);
      const value = (source: T, field: string) => (source as Record<string, unknown>)[field];
      const changes = fields.map((field) => ({
        field,
        before: value(previous, field),
        after: value(item, field),
      }));
      if (fields.length) {
        entries.push({ kind: 'changed', entity, name: prefix + name, fields, changes });
      }
    }
  }
  for (const name of old.keys()) {
    if (!next.has(name)) {
      entries.push({ kind: 'removed', entity, name: prefix + name, fields: [], changes: [] });
    }
  }
  return entries;
}

/**
 * What changed from one version to another, by name: a renamed item shows as removed + added
 * (the versions do not record renames).
 */
export function diffOntologies(before: OntologyDocument, after: OntologyDocument): DiffEntry[] {
  const entries = compare(before.classes, after.classes, 'class', '', ['properties']);
  const oldClasses = new Map(before.classes.map((c) => [c.name, c]));
  for (const ontologyClass of after.classes) {
    const previous = oldClasses.get(ontologyClass.name);
    if (previous) {
      entries.push(
        ...compare(
          previous.properties,
          ontologyClass.properties,
          'property',
          `${ontologyClass.name}.`,
        ),
      );
    }
  }
  entries.push(...compare(before.relations, after.relations, 'relation', ''));
  return entries;
}
