import { MISSING_ID } from '@ontoloom/contract/fixtures';
import { API_VERSION } from '@ontoloom/contract';
import fc from 'fast-check';
import { databases } from './support/databases';
import { ADMIN, expectStatus, startTestApi, type TestApi } from './support/test-api';
import { PDF_BYTES, uploadHelpers } from './support/uploads';

/*
 * Issue 10: no input may get a 5xx. Every operation of the OpenAPI document gets requests
 * derived from its own schemas, each part (path, query, body, any field) possibly swapped for a
 * bad value: NUL and other control characters, lone surrogates, huge strings, wrong types,
 * negative or huge numbers, deep nesting, unknown ids, malformed uuids and JSON.
 * FUZZ_RUNS and FUZZ_SEED explore further; the default is fixed, so a run is repeatable. (Past
 * about 40 runs per operation the test needs more than jest's 30 s: raise it locally only.)
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Ran as the super admin: as a normal user they stop at 403 before touching anything. */
const ADMIN_OPERATIONS = new Set(['listUsers', 'getUser', 'updateUserStatus']);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Sent as the raw request body instead of JSON. */
class RawBody {
  constructor(readonly text: string) {}
}

const nest = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};
const BAD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  'line\nbreak\ttab',
  '\ud800',
  'x'.repeat(100_000),
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  "'; DROP TABLE users; --",
  '\u202e😀\u0301',
  'NaN',
  '-1',
];
const BAD_IDS = [
  MISSING_ID,
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  `${MISSING_ID}0`,
  MISSING_ID.toUpperCase(),
];
const BAD_NUMBERS = [-1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
const BAD_SHAPES = [
  null,
  true,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}'),
  nest(1000, (inner) => [inner]),
  nest(1000, (inner) => ({ a: inner })),
];
/** Malformed, deeply nested and too large (over Fastify's 1 MiB) JSON texts. */
const RAW_BODIES = [
  '{"',
  '[1,]',
  'null',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '\u0000',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  JSON.stringify({ name: 'x'.repeat(1_100_000) }),
];
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_STRINGS, ...BAD_IDS),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...BAD_SHAPES),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Safe for URLs even with lone surrogates, which `encodeURIComponent` throws on. */
const encode = (value: string) => encodeURIComponent(value.replace(/\p{Surrogate}/gu, '\ufffd'));

/** Ids of existing rows by the name of the field or path param that takes them. */
type Fixtures = Record<string, string[]>;

function createGenerators(document: OpenApi, fixtures: Fixtures) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return document.components?.schemas?.[name] ?? {};
  };
  const anyId = fc.constantFrom(...Object.values(fixtures).flat(), MISSING_ID);
  const idFor = (name: string | undefined) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(fixtures[name ?? ''] ?? [MISSING_ID])) },
      { weight: 1, arbitrary: anyId },
      { weight: 1, arbitrary: fc.uuid() },
    );

  const stringFor = (schema: JsonSchema, name?: string): fc.Arbitrary<string> => {
    if (schema.format === 'uuid') return idFor(name);
    if (schema.format === 'email') {
      return fc.oneof(fc.constantFrom(ADMIN.email, 'ada@acme-corp.test'), fc.emailAddress());
    }
    if (schema.format === 'date-time') {
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    }
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
    const plain = fc.string({ minLength, maxLength });
    if (!schema.pattern) return plain;
    // JSON Schema patterns are Unicode-aware.
    const pattern = new RegExp(schema.pattern, 'u');
    return fc
      .stringMatching(pattern, { size: 'small' })
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  };

  const valid = (raw: JsonSchema, depth: number, name?: string): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    if (depth > 8) return fc.constant(null);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => field(option, depth + 1, name)));
    if (schema.allOf?.[0]) return valid(schema.allOf[0], depth + 1, name);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const known = fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([key, child]) => [key, field(child, depth + 1, key)]),
          ),
          { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
        );
        const extra = schema.additionalProperties;
        if (!extra || Object.keys(properties).length > 0) return known;
        const keys = schema.propertyNames ? stringFor(schema.propertyNames) : fc.string();
        const values = extra === true ? badValue : field(extra, depth + 1);
        return fc.dictionary(fc.oneof(keys, fc.constantFrom(...BAD_STRINGS)), values, {
          minKeys: 1,
          maxKeys: 3,
        });
      }
      case 'array':
        return fc.array(field(schema.items ?? {}, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'string':
        return stringFor(schema, name);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  /** Mostly what the schema asks for, sometimes a bad value in its place. */
  const field = (schema: JsonSchema, depth: number, name?: string): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 12, arbitrary: valid(schema, depth, name) },
      { weight: 1, arbitrary: badValue },
    );

  const asText = (value: unknown) =>
    typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  const textValue = (schema: JsonSchema, name: string) =>
    fc.oneof(
      { weight: 8, arbitrary: valid(schema, 0, name).map(asText) },
      // Query flags are strings in the document (`archived`): give them their spellings too.
      { weight: 1, arbitrary: fc.constantFrom('true', 'false', '1', '0') },
      { weight: 2, arbitrary: fc.constantFrom(...BAD_STRINGS, ...BAD_IDS) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    );

  return {
    headers: fc.record({
      apiVersion: fc.oneof(
        { weight: 12, arbitrary: fc.constant(API_VERSION) },
        fc.constantFrom('', '2', '2.99.0', '3.0.0', '1.0.0', 'latest', 'x'.repeat(10_000)),
      ),
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant('application/json') },
        fc.constantFrom(
          'text/plain',
          'application/json; charset=utf-16',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
        ),
      ),
    }),
    path: ({ schema, name }: Parameter) =>
      fc.oneof(
        { weight: 10, arbitrary: textValue(schema, name).map(encode) },
        // Raw, not re-encoded: a NUL, malformed escapes and invalid UTF-8.
        { weight: 1, arbitrary: fc.constantFrom('%00', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AF') },
      ),
    query: ({ schema, name }: Parameter) =>
      fc.oneof(
        { weight: 5, arbitrary: textValue(schema, name).map((value) => [value]) },
        // The same name twice: an array where one value is expected.
        { weight: 1, arbitrary: fc.tuple(textValue(schema, name), textValue(schema, name)) },
      ),
    body: (schema: JsonSchema) =>
      fc.oneof(
        { weight: 8, arbitrary: valid(schema, 0) },
        { weight: 1, arbitrary: badValue },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => new RawBody(text)),
        },
      ),
  };
}

function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: operation.operationId ?? `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Reads go first; archiving and deleting the fixtures last, so they stay there to be used. */
const order = (operation: Operation) =>
  operation.method === 'DELETE' ? 2 : /\/(archive|restore)$/.test(operation.path) ? 1 : 0;

describe.each(databases())('fuzzing every operation on $name (issue 10)', (database) => {
  let api: TestApi;
  let userToken: string;
  let adminToken: string;
  let document: OpenApi;
  let fixtures: Fixtures;
  beforeAll(async () => {
    api = await startTestApi(database);
    const helpers = uploadHelpers(api);
    const user = await api.activeUser('fuzz');
    const other = await api.verifiedUser('fuzz-other');
    userToken = user.token;
    adminToken = await api.adminToken();
    const projectId = await helpers.project(userToken);
    // Someone else's: every call on it must be a 404, never a 5xx.
    const foreignProjectId = await helpers.project(adminToken);
    const collection = await helpers.collection(userToken, projectId, { 'a.pdf': PDF_BYTES });
    const ontology = await api.call('POST', `/api/projects/${projectId}/ontologies`, {
      token: userToken,
      body: { name: 'Fuzzed' },
    });
    expectStatus(ontology, 201);
    const ontologyId = ontology.json<{ id: string }>().id;
    const version = await api.call('POST', `/api/projects/${projectId}/ontology_versions`, {
      token: userToken,
      body: {
        new_ontology: {
          mode: 'from_modifications',
          ontology_id: ontologyId,
          base_version_id: null,
          name: 'v1',
          ontology_modifications: [
            { op: 'add_class', class: { name: 'Company', label: 'Company' } },
          ],
        },
      },
    });
    expectStatus(version, 201);
    const documents = collection.documents as unknown as { id: string; upload_file_id: string }[];
    const versionId = version.json<{ id: string }>().id;
    fixtures = {
      // Not the fuzzing user's own id: an admin call with it could deactivate the user midway.
      user_id: [other.id],
      project_id: [projectId, foreignProjectId],
      documents_collection_id: [collection.id],
      document_id: documents.map((document) => document.id),
      upload_file_id: documents.map((document) => document.upload_file_id),
      ontology_id: [ontologyId],
      ontology_version_id: [versionId],
      base_version_id: [versionId],
      upload_folder_id: [await helpers.folder(userToken)],
    };
    const docs = await api.call('GET', '/api/docs/json');
    expectStatus(docs, 200);
    document = docs.json<OpenApi>();
  });
  afterAll(() => api?.close());

  test('no request to any operation of the OpenAPI document gets a 5xx', async () => {
    const generate = createGenerators(document, fixtures);
    const operations = operationsOf(document).sort((a, b) => order(a) - order(b));
    let requests = 0;
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
      const request = fc.record({
        params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, generate.path(p)]))),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, generate.query(p)])), {
          requiredKeys: [],
        }),
        body: operation.body ? generate.body(operation.body) : fc.constant(undefined),
        headers: generate.headers,
      });
      const token = ADMIN_OPERATIONS.has(operation.name) ? adminToken : userToken;
      const property = fc.asyncProperty(request, async ({ params, query, body, headers: sent }) => {
        requests++;
        const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!);
        const search = Object.entries(query)
          .flatMap(([name, values = []]) => values.map((value) => `${name}=${encode(value)}`))
          .join('&');
        const headers: Record<string, string> = {
          'api-version': sent.apiVersion,
          authorization: `Bearer ${token}`,
        };
        let payload: string | undefined;
        if (body !== undefined) {
          headers['content-type'] = sent.contentType;
          payload = body instanceof RawBody ? body.text : JSON.stringify(body);
        }
        const response = await api.app.inject({
          method: operation.method as 'GET',
          url: search ? `${path}?${search}` : path,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        const cut = (value = '') => value.slice(0, 300);
        const failure = () =>
          `${operation.name}: ${response.statusCode} ${cut(response.body)} for ${JSON.stringify({ path: cut(path), search: cut(search), payload: cut(payload) })}`;
        if (response.statusCode >= 500) throw new Error(failure());
        // Every refusal is a {detail} body, whatever broke (spec R8.01).
        if (response.statusCode >= 400 && typeof response.json().detail !== 'string') {
          throw new Error(failure());
        }
      });
      // One failing operation does not hide the others.
      await fc
        .assert(property, { numRuns: RUNS, seed: SEED + index, endOnFailure: true })
        .catch((error: Error) => failures.push(String(error.cause ?? error)));
    }
    expect(failures).toEqual([]);
    expect(requests).toBe(operations.length * RUNS);
  });
});
