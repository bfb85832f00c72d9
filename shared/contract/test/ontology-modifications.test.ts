import {
  applyOntologyModifications,
  checkOntologyRules,
  limits,
  modificationsBetween,
  ontologyDocumentSchema,
  type OntologyDocument,
  type OntologyModification,
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

test('applying keeps places: renamed items stay put, removed then re-added ones go last', () => {
  const result = applyOntologyModifications(BASE, [
    { op: 'rename_class', class_name: 'Company', new_name: 'Firm' },
    { op: 'remove_relation', relation_name: 'operates' },
    { op: 'remove_class', class_name: 'Factory' },
    { op: 'add_class', class: { name: 'Factory', label: 'Plant' } },
    { op: 'update_relation', relation_name: 'works_for', changes: { target: 'Factory' } },
    { op: 'remove_class', class_name: 'Firm' },
  ] as OntologyModification[]);
  expect(result.classes.map((c) => `${c.name}:${c.label}`)).toEqual([
    'Person:Person',
    'Factory:Plant',
  ]);
  expect(result.relations).toEqual([
    expect.objectContaining({ source: 'Person', target: 'Factory' }),
  ]);
  expect(checkOntologyRules(result)).toEqual([]);
  expect(BASE.classes[0]?.name).toBe('Company');
});

test('an operation that breaks a rule is named with what it breaks', () => {
  const failure = (operations: object[]) => {
    try {
      applyOntologyModifications(BASE, operations as OntologyModification[]);
    } catch (error) {
      return (error as Error).message;
    }
    return 'applied';
  };
  expect(
    failure([
      { op: 'rename_class', class_name: 'Factory', new_name: 'Plant' },
      { op: 'remove_class', class_name: 'Plant' },
    ]),
  ).toBe('ontology_modifications.1: Class "Plant" is still used by relation(s) "operates"');
  expect(
    failure([{ op: 'update_class', class_name: 'Person', changes: { patterns: ['('] } }]),
  ).toMatch(
    /^ontology_modifications\.0: Pattern "\(" of class "Person" is not a valid regular expression/,
  );
  expect(
    failure([{ op: 'update_relation', relation_name: 'operates', changes: { source: 'Ghost' } }]),
  ).toBe('ontology_modifications.0: Relation "operates" source "Ghost" is not a class');
  const many = Array.from({ length: limits.ontologyClasses }, (_, i) => ({
    op: 'add_class',
    class: { name: `C${i}`, label: 'C' },
  }));
  expect(failure(many)).toBe(
    `ontology_modifications.${limits.ontologyClasses - 3}: An ontology has at most ${limits.ontologyClasses} classes`,
  );
});
