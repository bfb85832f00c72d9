import {
  applyOntologyModifications,
  checkOntologyRules,
  modificationsBetween,
  ontologyDocumentSchema,
  type OntologyDocument,
} from '../src';

const doc = (value: unknown): OntologyDocument => ontologyDocumentSchema.parse(value);

const sorted = (document: OntologyDocument) => ({
  ...document,
  classes: [...document.classes]
    .map((c) => ({
      ...c,
      properties: [...c.properties].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name)),
  relations: [...document.relations].sort((a, b) => a.name.localeCompare(b.name)),
});

const BASE = doc({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Company',
      label: 'Company',
      aliases: ['firm'],
      properties: [
        { name: 'name', type: 'string', identifying: true },
        { name: 'founded', type: 'date' },
      ],
    },
    { name: 'Person', label: 'Person', properties: [{ name: 'email', type: 'email' }] },
    { name: 'Factory', label: 'Factory' },
  ],
  relations: [
    { name: 'works_for', source: 'Person', target: 'Company', cues: ['works for'] },
    { name: 'operates', source: 'Company', target: 'Factory' },
  ],
});

test('R2.21 modificationsBetween turns one document into another through valid operations', () => {
  const target = doc({
    format: 'ontoloom/v1',
    classes: [
      {
        name: 'Company',
        label: 'Organisation',
        aliases: ['firm', 'supplier'],
        properties: [
          { name: 'name', type: 'string', identifying: true, required: true },
          { name: 'website', type: 'url' },
        ],
      },
      { name: 'Person', label: 'Person', properties: [{ name: 'email', type: 'email' }] },
      { name: 'Site', label: 'Site', properties: [{ name: 'city', type: 'string' }] },
    ],
    relations: [
      {
        name: 'works_for',
        source: 'Person',
        target: 'Company',
        cues: ['works for', 'employed by'],
      },
      // Moves from a removed class to a new one: needs the new class first, the removal after.
      { name: 'operates', source: 'Company', target: 'Site' },
      { name: 'manages', source: 'Person', target: 'Site' },
    ],
  });
  const operations = modificationsBetween(BASE, target);
  expect(operations.map((o) => o.op)).toEqual([
    'add_class',
    'update_relation',
    'update_relation',
    'update_class',
    'remove_property',
    'update_property',
    'add_property',
    'remove_class',
    'add_relation',
  ]);
  expect(sorted(applyOntologyModifications(BASE, operations))).toEqual(sorted(target));
});

test('R2.21 modificationsBetween is empty for equal documents and applies to and from empty', () => {
  expect(modificationsBetween(BASE, structuredClone(BASE))).toEqual([]);
  const empty = doc({ format: 'ontoloom/v1', classes: [] });
  expect(applyOntologyModifications(empty, modificationsBetween(empty, BASE))).toEqual(BASE);
  expect(applyOntologyModifications(BASE, modificationsBetween(BASE, empty))).toEqual(empty);
});

test('a class pattern must be a regular expression the rules engine can compile', () => {
  const broken = structuredClone(BASE);
  broken.classes[1]!.patterns = ['[A-Z]{2}\\d+', '(unclosed'];
  expect(checkOntologyRules(broken)).toEqual([
    expect.objectContaining({
      path: ['classes', 1, 'patterns', 1],
      message: expect.stringContaining('Pattern "(unclosed" of class "Person" is not a valid'),
    }),
  ]);
});
