import { databases } from './support/databases';
import {
  projectScope,
  SUPPLY_YAML,
  type ErrorBody,
  type Version,
} from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

type Content = {
  classes: {
    name: string;
    label: string;
    description: string;
    properties: { name: string; type: string; required: boolean }[];
  }[];
  relations: { name: string; source: string; target: string; description: string }[];
};

describe.each(databases())('ontology modifications on $name', (database) => {
  let api: TestApi;
  let scope: Awaited<ReturnType<typeof projectScope>>;
  let ontologyId: string;
  let v1: Version;
  beforeAll(async () => {
    api = await startTestApi(database);
    scope = await projectScope(api, 'editor');
    ontologyId = (await scope.createOntology()).id;
    const created = await scope.fromYaml(ontologyId, SUPPLY_YAML, 'Base');
    expectStatus(created, 201);
    v1 = created.json<Version>();
  });
  afterAll(() => api?.close());

  /** Applies the operations to v1 and returns the new content. */
  const apply = async (modifications: object[]) => {
    const response = await scope.fromModifications(ontologyId, v1.id, modifications);
    expectStatus(response, 201);
    const version = response.json<Version & { content: Content }>();
    expect(version.base_version_id).toBe(v1.id);
    return version.content;
  };
  const refuse = async (modifications: object[]) => {
    const response = await scope.fromModifications(ontologyId, v1.id, modifications);
    expect(response.statusCode).toBe(422);
    return response.json<ErrorBody>();
  };
  const classNames = (content: Content) => content.classes.map((c) => c.name);

  test('R7.03 a first version can be built from nothing (base_version_id null)', async () => {
    const fresh = await scope.createOntology('Fresh');
    const response = await scope.fromModifications(fresh.id, null, [
      { op: 'add_class', class: { name: 'Thing', label: 'Thing' } },
    ]);
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ version_number: 1, base_version_id: null });
  });

  test('add_class, update_class, remove_class', async () => {
    const added = await apply([
      { op: 'add_class', class: { name: 'Invoice', label: 'Invoice' } },
      { op: 'update_class', class_name: 'Invoice', changes: { description: 'A bill' } },
    ]);
    expect(classNames(added)).toEqual(['Company', 'Person', 'Invoice']);
    expect(added.classes[2]).toMatchObject({ label: 'Invoice', description: 'A bill' });
    const removed = await apply([
      { op: 'remove_relation', relation_name: 'works_for' },
      { op: 'remove_class', class_name: 'Person' },
    ]);
    expect(classNames(removed)).toEqual(['Company']);
    expect(removed.relations).toEqual([]);
  });

  test('rename_class carries relation ends along', async () => {
    const content = await apply([
      { op: 'rename_class', class_name: 'Company', new_name: 'Organization' },
    ]);
    expect(classNames(content)).toEqual(['Organization', 'Person']);
    expect(content.relations[0]).toMatchObject({ source: 'Person', target: 'Organization' });
  });

  test('issue 17: a version keeps the modifications that made it (a diff shows renames); one from data has none', async () => {
    const modifications = [
      { op: 'rename_class', class_name: 'Company', new_name: 'Vendor' },
      { op: 'update_class', class_name: 'Vendor', changes: { description: 'Sells to us' } },
    ];
    const response = await scope.fromModifications(ontologyId, v1.id, modifications);
    expectStatus(response, 201);
    const created = response.json<Version & { modifications: object[] | null }>();
    expect(created.modifications).toEqual(modifications);
    const read = await api.call(
      'GET',
      `/api/projects/${scope.projectId}/ontology_versions/${created.id}`,
      { token: scope.user.token },
    );
    expectStatus(read, 200);
    expect(read.json()).toMatchObject({ modifications, base_version_id: v1.id });
    const base = await api.call(
      'GET',
      `/api/projects/${scope.projectId}/ontology_versions/${v1.id}`,
      {
        token: scope.user.token,
      },
    );
    expect(base.json()).toMatchObject({ modifications: null });
    // Lists stay light: no modifications there.
    const list = await api.call(
      'GET',
      `/api/projects/${scope.projectId}/ontologies/${ontologyId}/versions`,
      { token: scope.user.token },
    );
    expect(list.json<object[]>().every((version) => !('modifications' in version))).toBe(true);
  });

  test('add_property, update_property, rename_property, remove_property', async () => {
    const content = await apply([
      { op: 'add_property', class_name: 'Person', property: { name: 'email', type: 'email' } },
      {
        op: 'update_property',
        class_name: 'Person',
        property_name: 'email',
        changes: { required: true },
      },
      { op: 'rename_property', class_name: 'Person', property_name: 'email', new_name: 'mail' },
      { op: 'remove_property', class_name: 'Company', property_name: 'name' },
    ]);
    expect(content.classes[1]?.properties).toEqual([
      expect.objectContaining({ name: 'mail', type: 'email', required: true }),
    ]);
    expect(content.classes[0]?.properties).toEqual([]);
  });

  test('add_relation, update_relation, rename_relation, remove_relation', async () => {
    const content = await apply([
      { op: 'add_relation', relation: { name: 'supplies', source: 'Company', target: 'Company' } },
      { op: 'update_relation', relation_name: 'supplies', changes: { description: 'B2B' } },
      { op: 'rename_relation', relation_name: 'supplies', new_name: 'delivers_to' },
      { op: 'remove_relation', relation_name: 'works_for' },
    ]);
    expect(content.relations).toEqual([
      expect.objectContaining({ name: 'delivers_to', description: 'B2B', source: 'Company' }),
    ]);
  });

  test('an update changes only the fields it names', async () => {
    const content = await apply([
      { op: 'update_class', class_name: 'Company', changes: { label: 'Firm' } },
      {
        op: 'update_property',
        class_name: 'Company',
        property_name: 'name',
        changes: { type: 'text' },
      },
      { op: 'update_relation', relation_name: 'works_for', changes: { description: 'Job' } },
    ]);
    expect(content.classes[0]).toMatchObject({ label: 'Firm', aliases: ['firm', 'supplier'] });
    expect(content.classes[0]?.properties[0]).toMatchObject({ type: 'text', identifying: true });
    expect(content.relations[0]).toMatchObject({
      description: 'Job',
      cues: ['works for', 'employed by'],
    });
  });

  test('a class pattern must be a valid regular expression', async () => {
    const body = await refuse([
      { op: 'update_class', class_name: 'Person', changes: { patterns: ['(Mr|Mrs'] } },
    ]);
    expect(body.detail).toContain('Pattern "(Mr|Mrs" of class "Person" is not a valid');
  });

  test('the base version stays as it was (versions are immutable)', async () => {
    await apply([{ op: 'remove_property', class_name: 'Company', property_name: 'name' }]);
    const base = await api.call('GET', `${scope.base}/ontology_versions/${v1.id}`, {
      token: scope.user.token,
    });
    expect(base.json<Version>().content).toEqual(v1.content);
  });

  test('a class a relation still needs cannot be removed', async () => {
    const body = await refuse([
      { op: 'add_class', class: { name: 'Extra', label: 'Extra' } },
      { op: 'remove_class', class_name: 'Person' },
    ]);
    expect(body).toEqual({
      detail: 'ontology_modifications.1: Class "Person" is still used by relation(s) "works_for"',
      code: 'ontology_invalid',
      request_id: expect.any(String),
      errors: [
        {
          path: 'body.new_ontology.ontology_modifications.1',
          message: 'Class "Person" is still used by relation(s) "works_for"',
        },
      ],
    });
  });

  test('no dangling relation ends, on add or on update', async () => {
    const added = await refuse([
      { op: 'add_relation', relation: { name: 'owns', source: 'Person', target: 'Car' } },
    ]);
    expect(added.detail).toBe(
      'ontology_modifications.0: Relation "owns" target "Car" is not a class',
    );
    const updated = await refuse([
      { op: 'update_relation', relation_name: 'works_for', changes: { source: 'Robot' } },
    ]);
    expect(updated.detail).toContain('source "Robot" is not a class');
  });

  test('names stay unique: classes, properties, relations, and renames', async () => {
    const cases: [object, string][] = [
      [{ op: 'add_class', class: { name: 'Person', label: 'P' } }, 'Class "Person" already exists'],
      [
        { op: 'rename_class', class_name: 'Person', new_name: 'Company' },
        'Class "Company" already exists',
      ],
      [
        { op: 'add_property', class_name: 'Company', property: { name: 'name', type: 'string' } },
        'Property "name" already exists in class "Company"',
      ],
      [
        { op: 'add_relation', relation: { name: 'works_for', source: 'Person', target: 'Person' } },
        'Relation "works_for" already exists',
      ],
    ];
    for (const [modification, message] of cases) {
      expect((await refuse([modification])).detail).toBe(`ontology_modifications.0: ${message}`);
    }
  });

  test('operations on what does not exist are refused', async () => {
    const cases: [object, string][] = [
      [{ op: 'update_class', class_name: 'Ghost', changes: {} }, 'Class "Ghost" does not exist'],
      [{ op: 'remove_relation', relation_name: 'ghost' }, 'Relation "ghost" does not exist'],
      [
        { op: 'remove_property', class_name: 'Person', property_name: 'age' },
        'Property "age" does not exist in class "Person"',
      ],
    ];
    for (const [modification, message] of cases) {
      expect((await refuse([modification])).detail).toBe(`ontology_modifications.0: ${message}`);
    }
  });

  test('malformed operations and foreign bases are 422s', async () => {
    const unknownOp = await scope.fromModifications(ontologyId, v1.id, [{ op: 'explode' }]);
    expect(unknownOp.statusCode).toBe(422);
    const badName = await scope.fromModifications(ontologyId, v1.id, [
      { op: 'add_class', class: { name: '1bad name', label: 'x' } },
    ]);
    expect(badName.statusCode).toBe(422);
    const empty = await scope.fromModifications(ontologyId, v1.id, []);
    expect(empty.statusCode).toBe(422);
    const other = await scope.createOntology('Other');
    const foreign = await scope.fromModifications(other.id, v1.id, [
      { op: 'remove_relation', relation_name: 'works_for' },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<ErrorBody>().detail).toBe(
      'body.new_ontology.base_version_id: not a version of this ontology',
    );
  });
});
