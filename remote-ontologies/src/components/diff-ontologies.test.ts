import type { OntologyDocument } from '@ontoloom/contract';
import { applyOntologyModifications, type OntologyModification } from '@ontoloom/contract';
import { diffOntologies, renamesOf } from './diff-ontologies';

const property = { description: '', required: false, multiple: false, identifying: false };
const base: OntologyDocument = {
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Company',
      label: 'Company',
      description: '',
      aliases: [],
      examples: [],
      patterns: [],
      properties: [{ name: 'name', type: 'string', ...property }],
    },
    {
      name: 'Person',
      label: 'Person',
      description: '',
      aliases: [],
      examples: [],
      patterns: [],
      properties: [],
    },
  ],
  relations: [
    { name: 'works_for', source: 'Person', target: 'Company', description: '', cues: [] },
  ],
};

test('lists added, removed and changed classes, properties and relations', () => {
  const next = structuredClone(base);
  next.classes[0]!.label = 'Firm';
  next.classes[0]!.properties.push({ name: 'website', type: 'url', ...property });
  next.classes[0]!.properties[0]!.required = true;
  next.classes.push({ ...base.classes[1]!, name: 'Invoice', label: 'Invoice' });
  next.relations = [];
  expect(diffOntologies(base, next)).toEqual([
    {
      kind: 'changed',
      entity: 'class',
      name: 'Company',
      fields: ['label'],
      changes: [{ field: 'label', before: 'Company', after: 'Firm' }],
    },
    { kind: 'added', entity: 'class', name: 'Invoice', fields: [], changes: [] },
    {
      kind: 'changed',
      entity: 'property',
      name: 'Company.name',
      fields: ['required'],
      changes: [{ field: 'required', before: false, after: true }],
    },
    { kind: 'added', entity: 'property', name: 'Company.website', fields: [], changes: [] },
    { kind: 'removed', entity: 'relation', name: 'works_for', fields: [], changes: [] },
  ]);
});

test('equal versions have no differences', () => {
  expect(diffOntologies(base, structuredClone(base))).toEqual([]);
});

test('issue 17: with the modifications that made the version, renames show as renames', () => {
  const modifications = [
    { op: 'rename_class', class_name: 'Company', new_name: 'Supplier' },
    { op: 'rename_class', class_name: 'Supplier', new_name: 'Vendor' },
    { op: 'rename_property', class_name: 'Vendor', property_name: 'name', new_name: 'legal_name' },
    { op: 'rename_relation', relation_name: 'works_for', new_name: 'employed_by' },
    { op: 'update_class', class_name: 'Vendor', changes: { label: 'Vendor' } },
  ] as const;
  const next = applyOntologyModifications(base, [...modifications] as OntologyModification[]);
  const renames = renamesOf([...modifications] as OntologyModification[]);
  expect(diffOntologies(base, next, renames)).toEqual([
    {
      kind: 'renamed',
      entity: 'class',
      name: 'Vendor',
      from: 'Company',
      fields: ['label'],
      changes: [{ field: 'label', before: 'Company', after: 'Vendor' }],
    },
    {
      kind: 'renamed',
      entity: 'property',
      name: 'Vendor.legal_name',
      from: 'Vendor.name',
      fields: [],
      changes: [],
    },
    {
      kind: 'renamed',
      entity: 'relation',
      name: 'employed_by',
      from: 'works_for',
      fields: ['target'],
      changes: [{ field: 'target', before: 'Company', after: 'Vendor' }],
    },
  ]);
  // Without them, the same versions read as removed + added.
  expect(diffOntologies(base, next).map((entry) => entry.kind)).toEqual([
    'added',
    'removed',
    'added',
    'removed',
  ]);
});

test('issue 17: a name renamed back, or removed and added anew, is no rename', () => {
  expect(
    renamesOf([
      { op: 'rename_class', class_name: 'Company', new_name: 'Firm' },
      { op: 'rename_class', class_name: 'Firm', new_name: 'Company' },
      { op: 'remove_class', class_name: 'Person' },
    ]).classes.size,
  ).toBe(0);
});
