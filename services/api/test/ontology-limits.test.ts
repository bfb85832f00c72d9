import { limits } from '@ontoloom/contract';
import { databases } from './support/databases';
import { projectScope, SUPPLY_YAML, type ErrorBody } from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

const YAML_FIELD = 'body.new_ontology.ontology_serialized.data_serialized';
const MODIFICATIONS_FIELD = 'body.new_ontology.ontology_modifications';

const addClass = (i: number, description = '') => ({
  op: 'add_class',
  class: { name: `Class_${i}`, label: `Class ${i}`, description },
});

/** Aliases that expand to 10^5 copies: few aliases, each repeating the one before. */
const expandingAliases = [
  'a: &a [x, x, x, x, x, x, x, x, x, x]',
  ...['b', 'c', 'd', 'e'].map((name, i) => {
    const previous = 'abcd'[i];
    return `${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`;
  }),
].join('\n');

describe.each(databases())('size limits on $name', (database) => {
  let api: TestApi;
  let scope: Awaited<ReturnType<typeof projectScope>>;
  let ontologyId: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    scope = await projectScope(api, 'limits');
    ontologyId = (await scope.createOntology()).id;
  });
  afterAll(() => api?.close());

  const refused = async (response: Awaited<ReturnType<TestApi['call']>>, status: number) => {
    expectStatus(response, status);
    return response.json<ErrorBody>();
  };

  test('a body over the limit is a 413 that says the limit; ontology versions take more', async () => {
    const big = 'x'.repeat(limits.bodyBytes);
    const project = await api.call('POST', '/api/projects', {
      token: scope.user.token,
      body: { name: 'Big', description: big },
    });
    expect(await refused(project, 413)).toEqual({
      detail: 'body: the request body is larger than 1 MiB',
      code: 'body_too_large',
      request_id: expect.any(String),
    });
    // Over the general limit, under the version limit: read, and refused for what it says.
    const version = await scope.fromYaml(ontologyId, big);
    expect((await refused(version, 422)).errors?.[0]?.path).toBe(YAML_FIELD);
    const tooBig = await scope.fromYaml(ontologyId, 'x'.repeat(limits.ontologyVersionBodyBytes));
    expect((await refused(tooBig, 413)).detail).toBe('body: the request body is larger than 2 MiB');
  });

  test('more operations than allowed are a 422 naming them', async () => {
    const operations = Array.from({ length: limits.ontologyModifications + 1 }, () => ({
      op: 'remove_class',
      class_name: 'A',
    }));
    const body = await refused(await scope.fromModifications(ontologyId, null, operations), 422);
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: MODIFICATIONS_FIELD,
        message: expect.stringMatching(/5000/),
      }),
    ]);
  });

  test('more classes than allowed are refused at the operation that adds one too many', async () => {
    const operations = Array.from({ length: limits.ontologyClasses + 1 }, (_, i) => addClass(i));
    const body = await refused(await scope.fromModifications(ontologyId, null, operations), 422);
    expect(body.errors).toEqual([
      {
        path: `${MODIFICATIONS_FIELD}.${limits.ontologyClasses}`,
        message: `An ontology has at most ${limits.ontologyClasses} classes`,
      },
    ]);
  });

  test('a version that would not export within the YAML limit is refused', async () => {
    const description = 'd'.repeat(400);
    const operations = Array.from({ length: 800 }, (_, i) => addClass(i, description));
    const body = await refused(await scope.fromModifications(ontologyId, null, operations), 422);
    expect(body.errors).toEqual([
      {
        path: MODIFICATIONS_FIELD,
        message: expect.stringMatching(/as YAML, over the limit of 256 KiB$/),
      },
    ]);
  });

  test('word lists and their entries are bounded', async () => {
    const aliases = Array.from({ length: limits.ontologyListItems + 1 }, (_, i) => `a${i}`);
    const body = await refused(
      await scope.fromModifications(ontologyId, null, [
        { op: 'add_class', class: { name: 'A', label: 'A', aliases } },
      ]),
      422,
    );
    expect(body.errors?.[0]?.path).toBe(`${MODIFICATIONS_FIELD}.0.class.aliases`);
  });

  test('YAML over the size, nesting or alias limits is a 422 naming the field, never a 500', async () => {
    const cases = {
      size: `${SUPPLY_YAML}# ${'x'.repeat(limits.ontologyYamlBytes)}\n`,
      nesting: `format: ontoloom/v1\nclasses: ${'['.repeat(limits.ontologyYamlDepth + 5)}`,
      aliases: `format: ontoloom/v1\nx: &x a\nclasses: [${Array(limits.ontologyYamlAliases + 1)
        .fill('*x')
        .join(', ')}]`,
      expansion: `format: ontoloom/v1\nclasses: []\n${expandingAliases}`,
    };
    const details: Record<string, string> = {};
    for (const [name, yaml] of Object.entries(cases)) {
      const body = await refused(await scope.fromYaml(ontologyId, yaml), 422);
      expect(body.errors?.[0]?.path).toBe(YAML_FIELD);
      details[name] = body.detail;
    }
    expect(details).toEqual({
      size: expect.stringContaining('YAML is larger than 256 KiB'),
      nesting: expect.stringContaining(`YAML nests deeper than ${limits.ontologyYamlDepth} levels`),
      aliases: expect.stringContaining(`YAML has more than ${limits.ontologyYamlAliases} aliases`),
      expansion: expect.stringContaining('YAML aliases expand to more than'),
    });
  });
});
