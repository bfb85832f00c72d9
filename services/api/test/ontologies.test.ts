import { databases } from './support/databases';
import {
  MISSING_ID,
  projectScope,
  SUPPLY_YAML,
  type ErrorBody,
  type Ontology,
  type Version,
} from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

describe.each(databases())('ontologies on $name', (database) => {
  let api: TestApi;
  let scope: Awaited<ReturnType<typeof projectScope>>;
  beforeAll(async () => {
    api = await startTestApi(database);
    scope = await projectScope(api, 'ontologist');
  });
  afterAll(() => api?.close());

  const get = (url: string, query?: Record<string, string>) =>
    api.call('GET', `${scope.base}${url}`, {
      token: scope.user.token,
      ...(query ? { query } : {}),
    });
  const patch = (url: string, body?: object) =>
    api.call('PATCH', `${scope.base}${url}`, { token: scope.user.token, body });

  test('R7.03 create, get, patch an ontology; it starts without versions', async () => {
    const ontology = await scope.createOntology('People', 'who is who');
    expect(ontology).toMatchObject({
      name: 'People',
      description: 'who is who',
      archived_at: null,
      latest_version_number: null,
    });
    expect((await get(`/ontologies/${ontology.id}`)).json()).toEqual(ontology);
    const patched = await patch(`/ontologies/${ontology.id}`, { name: 'Persons' });
    expectStatus(patched, 200);
    expect(patched.json()).toMatchObject({ name: 'Persons', description: 'who is who' });
    expect((await get(`/ontologies/${ontology.id}/versions`)).json()).toEqual([]);
  });

  test('R2.15 R4.02 R3.09 list active or archived, with search; archive and restore', async () => {
    const own = await projectScope(api, 'lister');
    const listOf = async (query: Record<string, string>) =>
      (await api.call('GET', `${own.base}/ontologies`, { token: own.user.token, query }))
        .json<Ontology[]>()
        .map((o) => o.name);
    await own.createOntology('Contracts', 'legal terms');
    api.advanceClock(1000);
    const invoices = await own.createOntology('Invoices', 'money');
    api.advanceClock(1000);
    await own.createOntology('Parties', 'contract parties');
    expect(await listOf({})).toEqual(['Parties', 'Invoices', 'Contracts']);
    expect(await listOf({ search: 'CONTRACT' })).toEqual(['Parties', 'Contracts']);

    const archived = await api.call('PATCH', `${own.base}/ontologies/${invoices.id}/archive`, {
      token: own.user.token,
    });
    expectStatus(archived, 200);
    expect(archived.json<Ontology>().archived_at).not.toBeNull();
    expect(await listOf({})).toEqual(['Parties', 'Contracts']);
    expect(await listOf({ archived: 'true' })).toEqual(['Invoices']);
    const again = await api.call('PATCH', `${own.base}/ontologies/${invoices.id}/archive`, {
      token: own.user.token,
    });
    expect(again.statusCode).toBe(409);

    const restored = await api.call('PATCH', `${own.base}/ontologies/${invoices.id}/restore`, {
      token: own.user.token,
    });
    expect(restored.json<Ontology>().archived_at).toBeNull();
    expect(await listOf({ archived: 'true' })).toEqual([]);
  });

  test('R7.03 from_data YAML creates numbered, immutable versions', async () => {
    const ontology = await scope.createOntology();
    const first = await scope.fromYaml(ontology.id, SUPPLY_YAML, 'Initial');
    expectStatus(first, 201);
    const v1 = first.json<Version>();
    expect(v1).toMatchObject({ version_number: 1, name: 'Initial', base_version_id: null });
    expect(v1.content.classes.map((c) => c.name)).toEqual(['Company', 'Person']);
    // Defaults are filled in: the stored document is complete.
    expect(v1.content.classes[1]).toEqual({
      name: 'Person',
      label: 'Person',
      description: '',
      aliases: [],
      examples: [],
      patterns: [],
      properties: [],
    });
    api.advanceClock(1000);
    const v2 = (await scope.fromYaml(ontology.id, SUPPLY_YAML, 'Second')).json<Version>();
    expect(v2.version_number).toBe(2);

    const listed = (await get(`/ontologies/${ontology.id}/versions`)).json<Version[]>();
    expect(listed.map((v) => v.version_number)).toEqual([2, 1]);
    expect((await get(`/ontologies/${ontology.id}`)).json()).toMatchObject({
      latest_version_number: 2,
    });
    expect((await get(`/ontology_versions/${v1.id}`)).json()).toEqual(v1);
    const inProject = (await get('/ontology_versions')).json<Version[]>().map((v) => v.id);
    expect(inProject).toEqual(expect.arrayContaining([v1.id, v2.id]));
    const filtered = await get('/ontology_versions', { ontology_id: ontology.id });
    expect(filtered.json<Version[]>().map((v) => v.id)).toEqual([v2.id, v1.id]);
  });

  test('versions saved at the same time get distinct numbers', async () => {
    const ontology = await scope.createOntology();
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => scope.fromYaml(ontology.id, SUPPLY_YAML, `parallel ${n}`)),
    );
    for (const response of responses) expectStatus(response, 201);
    const numbers = responses.map((r) => r.json<Version>().version_number).sort();
    expect(numbers).toEqual([1, 2, 3, 4]);
  });

  test('R7.03 invalid YAML syntax is a 422 with line and column', async () => {
    const ontology = await scope.createOntology();
    const response = await scope.fromYaml(
      ontology.id,
      'format: ontoloom/v1\nclasses:\n  - name: A\n   label: broken\n',
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.detail).toMatch(/^Invalid ontology YAML: line 4, column \d+: /);
    expect(body.errors?.[0]).toMatchObject({ line: 4 });
  });

  test('R7.03 schema and rule errors in YAML point at the offending line', async () => {
    const ontology = await scope.createOntology();
    const badType = SUPPLY_YAML.replace('type: string', 'type: colour');
    const typeError = (await scope.fromYaml(ontology.id, badType)).json<ErrorBody>();
    expect(typeError.errors?.[0]).toMatchObject({
      path: 'body.new_ontology.ontology_serialized.data_serialized.classes.0.properties.0.type',
      line: 8,
      column: 15,
    });
    const dangling = SUPPLY_YAML.replace('target: Company', 'target: Factory');
    const danglingBody = (await scope.fromYaml(ontology.id, dangling)).json<ErrorBody>();
    expect(danglingBody.detail).toBe(
      'Invalid ontology YAML: line 15, column 13: Relation "works_for" target "Factory" is not a class',
    );
    const duplicate = `${SUPPLY_YAML.split('relations:')[0]}  - name: Person\n    label: Again\n`;
    const duplicateBody = (await scope.fromYaml(ontology.id, duplicate)).json<ErrorBody>();
    expect(duplicateBody.errors?.[0]).toMatchObject({ line: 12, column: 11 });
    expect(duplicateBody.detail).toContain('Duplicate class name "Person"');
    const wrongFormat = (
      await scope.fromYaml(ontology.id, 'format: other\nclasses: []\n')
    ).json<ErrorBody>();
    expect(wrongFormat.errors?.[0]).toMatchObject({ line: 1, column: 9 });
    expect((await get(`/ontologies/${ontology.id}/versions`)).json()).toEqual([]);
  });

  test('YAML problems are worded in the request’s Accept-Language (issue 11)', async () => {
    const ontology = await scope.createOntology();
    const dangling = SUPPLY_YAML.replace('target: Company', 'target: Factory');
    const badType = SUPPLY_YAML.replace('type: string', 'type: 42');
    const post = (yaml: string, language: string) =>
      api.call('POST', `${scope.base}/ontology_versions`, {
        token: scope.user.token,
        headers: { 'accept-language': language },
        body: {
          new_ontology: {
            mode: 'from_data',
            ontology_id: ontology.id,
            ontology_serialized: { serialization_format: 'yaml', data_serialized: yaml },
            name: 'v',
          },
        },
      });
    const french = (await post(dangling, 'fr-FR,fr;q=0.9')).json<ErrorBody>();
    expect(french.code).toBe('ontology_invalid');
    expect(french.errors?.[0]?.message).toBe(
      'La cible « Factory » de la relation « works_for » n’est pas une classe',
    );
    const arabic = (await post(badType, 'ar')).json<ErrorBody>();
    expect(arabic.errors?.[0]?.message).toMatch(/[\u0600-\u06ff]/);
    const other = (await post(dangling, 'de')).json<ErrorBody>();
    expect(other.errors?.[0]?.message).toBe('Relation "works_for" target "Factory" is not a class');
  });

  test('R9.06 R7.06 export YAML and import it back: an equal ontology (round trip)', async () => {
    const ontology = await scope.createOntology();
    const v1 = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
    const exported = await get(`/ontology_versions/${v1.id}/export/yaml`);
    expectStatus(exported, 200);
    const body = exported.json<{ serialization_format: string; data_serialized: string }>();
    expect(body.serialization_format).toBe('yaml');
    expect(body.data_serialized).toMatch(/^format: ontoloom\/v1\n/);
    const copy = await scope.createOntology('Copy');
    const imported = (await scope.fromYaml(copy.id, body.data_serialized)).json<Version>();
    expect(imported.content).toEqual(v1.content);
  });

  test('R4.03 an archived ontology refuses new versions in both modes', async () => {
    const ontology = await scope.createOntology();
    const v1 = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
    expectStatus(await patch(`/ontologies/${ontology.id}/archive`), 200);
    const expected = {
      detail: 'Ontology is archived: restore it before creating or editing versions',
      code: 'ontology_archived',
      request_id: expect.any(String),
    };
    const viaYaml = await scope.fromYaml(ontology.id, SUPPLY_YAML);
    expect(viaYaml.statusCode).toBe(409);
    expect(viaYaml.json()).toEqual(expected);
    const viaEdit = await scope.fromModifications(ontology.id, v1.id, [
      { op: 'remove_relation', relation_name: 'works_for' },
    ]);
    expect(viaEdit.statusCode).toBe(409);
    expect(viaEdit.json()).toEqual(expected);
    // Reading and exporting stay possible.
    expectStatus(await get(`/ontology_versions/${v1.id}/export/yaml`), 200);
    expectStatus(await patch(`/ontologies/${ontology.id}/restore`), 200);
    expectStatus(await scope.fromYaml(ontology.id, SUPPLY_YAML), 201);
  });

  test('R6.01 R8.02 another user sees 404 for every ontology call', async () => {
    const ontology = await scope.createOntology();
    const v1 = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
    const intruder = await api.activeUser('intruder');
    const token = intruder.token;
    const o = `${scope.base}/ontologies/${ontology.id}`;
    const v = `${scope.base}/ontology_versions/${v1.id}`;
    const calls = [
      api.call('GET', `${scope.base}/ontologies`, { token }),
      api.call('POST', `${scope.base}/ontologies`, { token, body: { name: 'x' } }),
      api.call('GET', o, { token }),
      api.call('PATCH', o, { token, body: { name: 'x' } }),
      api.call('PATCH', `${o}/archive`, { token }),
      api.call('PATCH', `${o}/restore`, { token }),
      api.call('GET', `${o}/versions`, { token }),
      api.call('GET', `${scope.base}/ontology_versions`, { token }),
      api.call('GET', v, { token }),
      api.call('GET', `${v}/export/yaml`, { token }),
      scope.postVersion(
        {
          mode: 'from_data',
          ontology_id: ontology.id,
          ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
          name: 'stolen',
        },
        token,
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'Project not found',
        code: 'project_not_found',
        request_id: expect.any(String),
      });
    }
  });

  test('R8.02 missing ontology and version are typed 404s', async () => {
    expect((await get(`/ontologies/${MISSING_ID}`)).json()).toEqual({
      detail: 'Ontology not found',
      code: 'ontology_not_found',
      request_id: expect.any(String),
    });
    expect((await get(`/ontology_versions/${MISSING_ID}`)).json()).toEqual({
      detail: 'Ontology version not found',
      code: 'ontology_version_not_found',
      request_id: expect.any(String),
    });
    const response = await scope.fromYaml(MISSING_ID, SUPPLY_YAML);
    expect(response.statusCode).toBe(404);
  });
});
