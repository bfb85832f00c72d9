import type { OntologyDocument } from '@ontoloom/contract';
import { diffOntologies } from './diff-ontologies';

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
