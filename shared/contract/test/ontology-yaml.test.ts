import { ontologyDocumentJsonSchema } from '../src/ontology-json-schema';
import { limits } from '../src/limits';
import {
  EMPTY_ONTOLOGY_MESSAGE,
  issueLanguageOf,
  parseOntologyYaml,
  stringifyOntologyDocument,
} from '../src/ontology-yaml';

const yaml = `format: ontoloom/v1
classes:
  - name: Company
    label: Company
    properties:
      - { name: name, type: string }
relations: []
`;

test('parses a valid document and fills defaults', () => {
  const result = parseOntologyYaml(yaml);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.document.classes[0]?.properties[0]).toMatchObject({ required: false });
  expect(parseOntologyYaml(stringifyOntologyDocument(result.document))).toEqual(result);
});

test('reports syntax, schema and rule errors with 1-based line and column', () => {
  expect(parseOntologyYaml('classes: [\n')).toMatchObject({ ok: false });
  const duplicateKey = parseOntologyYaml('format: ontoloom/v1\nformat: x\nclasses: []\n');
  expect(duplicateKey).toMatchObject({ ok: false, errors: [{ line: 2, column: 1 }] });
  const emptyLabel = parseOntologyYaml(yaml.replace('    label: Company\n', '    label: ""\n'));
  expect(emptyLabel).toMatchObject({
    ok: false,
    errors: [{ path: 'classes.0.label', line: 4, column: 12 }],
  });
});

test('the JSON Schema describes the YAML document for editors', () => {
  const schema = ontologyDocumentJsonSchema() as {
    required: string[];
    properties: { classes: { items: { required: string[] } } };
  };
  expect(schema.required).toEqual(['format', 'classes']);
  // The label may be left out: it is then the class name (issue 16).
  expect(schema.properties.classes.items.required).toEqual(['name']);
});

test('YAML over the size, nesting or alias limits is refused with its position, not parsed', () => {
  const tooDeep = `format: ontoloom/v1\nclasses:\n  - ${'['.repeat(limits.ontologyYamlDepth)}`;
  expect(parseOntologyYaml(tooDeep)).toEqual({
    ok: false,
    errors: [
      {
        line: 3,
        column: 1,
        path: '',
        message: `YAML nests deeper than ${limits.ontologyYamlDepth} levels`,
      },
    ],
  });
  // A depth the parser alone would take seconds over is refused as soon as it is reached.
  expect(parseOntologyYaml(`a: ${'['.repeat(limits.ontologyYamlBytes - 10)}`)).toMatchObject({
    ok: false,
    errors: [{ message: `YAML nests deeper than ${limits.ontologyYamlDepth} levels` }],
  });
  const aliases = Array(limits.ontologyYamlAliases + 1)
    .fill('*x')
    .join(', ');
  expect(parseOntologyYaml(`x: &x a\nclasses: [${aliases}]`)).toMatchObject({
    ok: false,
    errors: [{ line: 2, message: `YAML has more than ${limits.ontologyYamlAliases} aliases` }],
  });
  expect(parseOntologyYaml(`# ${'x'.repeat(limits.ontologyYamlBytes)}`)).toMatchObject({
    ok: false,
    errors: [{ line: 1, column: 1, message: 'YAML is larger than 256 KiB' }],
  });
  expect(parseOntologyYaml(yaml).ok).toBe(true);
});

test('an empty text says what to write, not the raw "expected object" of the schema (issue 11)', () => {
  for (const text of ['', '\n', '# only a comment\n']) {
    const result = parseOntologyYaml(text);
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 1, column: 1, path: '', message: EMPTY_ONTOLOGY_MESSAGE }],
    });
  }
});

test('problems are said in the UI language: schema (zod’s locale), rules, syntax, empty (issue 11)', () => {
  const schema = yaml.replace('    label: Company\n', '    label: 42\n');
  const rules = yaml.replace(
    'relations: []',
    'relations:\n  - { name: owns, source: Company, target: Plant }',
  );
  const en = parseOntologyYaml(schema);
  const fr = parseOntologyYaml(schema, 'fr');
  const ar = parseOntologyYaml(schema, 'ar');
  expect(en).toMatchObject({ errors: [{ message: expect.stringMatching(/expected string/) }] });
  expect(fr).toMatchObject({
    errors: [
      {
        path: 'classes.0.label',
        line: 4,
        message: expect.stringMatching(/chaîne de caractères attendu/),
      },
    ],
  });
  expect(ar).toMatchObject({ errors: [{ message: expect.stringMatching(/[\u0600-\u06ff]/) }] });

  expect(parseOntologyYaml(rules, 'fr')).toMatchObject({
    errors: [
      {
        path: 'relations.0.target',
        message: 'La cible « Plant » de la relation « owns » n’est pas une classe',
      },
    ],
  });
  expect(parseOntologyYaml(rules)).toMatchObject({
    errors: [{ message: 'Relation "owns" target "Plant" is not a class' }],
  });
  expect(parseOntologyYaml('classes: [\n', 'fr')).toMatchObject({
    errors: [{ message: expect.stringMatching(/^Syntaxe YAML invalide \(/) }],
  });
  expect(parseOntologyYaml('', 'ar')).toMatchObject({
    errors: [{ message: expect.stringMatching(/^الأنطولوجيا فارغة/) }],
  });
});

test('issueLanguageOf reads an Accept-Language header or a UI language, English otherwise', () => {
  expect(issueLanguageOf('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  expect(issueLanguageOf('ar')).toBe('ar');
  expect(issueLanguageOf('de-DE, en;q=0.5')).toBe('en');
  expect(issueLanguageOf(undefined)).toBe('en');
});

test('an unknown or misspelt key is a problem at its line, at every level (issue 17)', () => {
  const topLevel = parseOntologyYaml(`${yaml}colour: blue\n`);
  expect(topLevel).toMatchObject({
    ok: false,
    errors: [{ line: 8, message: expect.stringMatching(/colour/) }],
  });
  const inProperty = parseOntologyYaml(
    yaml.replace('type: string }', 'type: string, requried: true }'),
  );
  expect(inProperty).toMatchObject({
    ok: false,
    errors: [{ path: 'classes.0.properties.0', line: 6 }],
  });
  expect(inProperty.ok || inProperty.errors[0]?.message).toMatch(/requried/);
});

test('a class without a label takes its name as label (issue 16)', () => {
  const result = parseOntologyYaml(yaml.replace('    label: Company\n', ''));
  expect(result).toMatchObject({
    ok: true,
    document: { classes: [{ name: 'Company', label: 'Company' }] },
  });
  const schema = JSON.stringify(ontologyDocumentJsonSchema());
  expect(schema).toContain('the class name when left out');
  expect(schema).not.toMatch(/"required":\["name","label"/);
});
