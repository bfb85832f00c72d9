import { connect } from 'node:net';
import { MULTILINE_TEXT_MESSAGE, SINGLE_LINE_TEXT_MESSAGE } from '@ontoloom/contract';
import { databases } from './support/databases';
import { expectStatus, PASSWORD, startTestApi, type TestApi } from './support/test-api';
import { multipart, PDF_BYTES, uploadHelpers } from './support/uploads';

const NUL = '\u0000';
const MISSING_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

describe.each(databases())('control characters in text on $name (issue 10)', (database) => {
  let api: TestApi;
  let user: { token: string; email: string };
  let projectId: string;
  let ontologyId: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    user = await api.activeUser('text');
    const project = await api.call('POST', '/api/projects', {
      token: user.token,
      body: { name: 'Texts' },
    });
    expectStatus(project, 201);
    projectId = project.json<{ id: string }>().id;
    const ontology = await api.call('POST', `/api/projects/${projectId}/ontologies`, {
      token: user.token,
      body: { name: 'Suppliers' },
    });
    expectStatus(ontology, 201);
    ontologyId = ontology.json<{ id: string }>().id;
  });
  afterAll(() => api?.close());

  /** 422 whose detail names `field` with the control-character message, and nothing stored. */
  const expectRefused = (
    response: Awaited<ReturnType<TestApi['call']>>,
    field: string,
    message = SINGLE_LINE_TEXT_MESSAGE,
  ) => {
    if (response.statusCode !== 422) {
      throw new Error(`${field}: expected 422, got ${response.statusCode}: ${response.body}`);
    }
    expect(response.json<{ detail: string }>().detail).toContain(`${field}: ${message}`);
  };

  test('NUL in sign-up, profile and onboarding fields is a 422 naming the field', async () => {
    const email = api.uniqueEmail('nul');
    for (const field of ['first_name', 'last_name', 'organization_name', 'password']) {
      expectRefused(
        await api.register(email, { [field]: `Ada${NUL}${PASSWORD}` }),
        `body.${field}`,
      );
    }
    const verified = await api.verifiedUser('nul-onboarding');
    expectRefused(
      await api.call('PATCH', '/api/users/me/onboarding', {
        token: verified.token,
        body: { role_in_organization: `Analyst${NUL}`, goal: 'Map' },
      }),
      'body.role_in_organization',
    );
    expectRefused(
      await api.call('PATCH', '/api/users/me/onboarding', {
        token: verified.token,
        body: { role_in_organization: 'Analyst', goal: `Map${NUL}` },
      }),
      'body.goal',
      MULTILINE_TEXT_MESSAGE,
    );
    expectRefused(
      await api.call('PATCH', '/api/users/me', {
        token: user.token,
        body: { last_name: `Love${NUL}lace` },
      }),
      'body.last_name',
    );
    expectRefused(
      await api.call('POST', '/api/auth/token', {
        body: { email: user.email, password: `${PASSWORD}${NUL}` },
      }),
      'body.password',
    );
  });

  test('NUL in names, descriptions and search of projects, collections and ontologies is a 422', async () => {
    const token = user.token;
    const cases: [string, string, object, string, string?][] = [
      ['POST', '/api/projects', { name: `P${NUL}` }, 'body.name'],
      [
        'POST',
        '/api/projects',
        { name: 'P', description: `line${NUL}` },
        'body.description',
        MULTILINE_TEXT_MESSAGE,
      ],
      ['PATCH', `/api/projects/${projectId}`, { name: `P${NUL}` }, 'body.name'],
      ['POST', `/api/projects/${projectId}/ontologies`, { name: `O${NUL}` }, 'body.name'],
      [
        'PATCH',
        `/api/projects/${projectId}/ontologies/${ontologyId}`,
        { description: `${NUL}` },
        'body.description',
        MULTILINE_TEXT_MESSAGE,
      ],
      [
        'POST',
        `/api/projects/${projectId}/documents_collections/unstructured`,
        {
          name: `C${NUL}`,
          upload_folder_id: MISSING_ID,
          documents: { 'a.pdf': MISSING_ID },
          collection_type: 'unstructured',
        },
        'body.name',
      ],
      [
        'POST',
        `/api/projects/${projectId}/documents_collections/unstructured`,
        {
          name: 'C',
          upload_folder_id: MISSING_ID,
          documents: { [`a${NUL}.pdf`]: MISSING_ID },
          collection_type: 'unstructured',
        },
        `body.documents.a${NUL}.pdf`,
      ],
      [
        'POST',
        `/api/upload_folders/${MISSING_ID}/upload_urls`,
        { file_name: `a${NUL}.pdf`, content_type: 'application/pdf', size_bytes: 1 },
        'body.file_name',
      ],
    ];
    for (const [method, url, body, field, message] of cases) {
      expectRefused(await api.call(method as 'POST', url, { token, body }), field, message);
    }
    for (const url of [
      '/api/projects',
      `/api/projects/${projectId}/ontologies`,
      `/api/projects/${projectId}/documents_collections`,
    ]) {
      expectRefused(
        await api.call('GET', url, { token, query: { search: `a${NUL}b` } }),
        'query.search',
      );
    }
    const admin = await api.adminToken();
    expectRefused(
      await api.call('GET', '/api/users', { token: admin, query: { search: NUL } }),
      'query.search',
    );
    // Still nothing stored under a NUL name; a line break in a description is fine.
    const created = await api.call('POST', '/api/projects', {
      token,
      body: { name: 'Lines', description: 'one\r\n\ttwo' },
    });
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({ description: 'one\r\n\ttwo' });
  });

  test('NUL or a lone surrogate inside an ontology (YAML escape or modification) is a 422 at its path', async () => {
    const versions = `/api/projects/${projectId}/ontology_versions`;
    const fromYaml = await api.call('POST', versions, {
      token: user.token,
      body: {
        new_ontology: {
          mode: 'from_data',
          ontology_id: ontologyId,
          name: 'v1',
          ontology_serialized: {
            serialization_format: 'yaml',
            data_serialized:
              'format: ontoloom/v1\nclasses:\n  - name: Company\n    label: "Acme\\0 Ltd"\n',
          },
        },
      },
    });
    expect(fromYaml.statusCode).toBe(422);
    expect(fromYaml.json()).toMatchObject({
      errors: [
        {
          path: 'body.new_ontology.ontology_serialized.data_serialized.classes.0.label',
          message: SINGLE_LINE_TEXT_MESSAGE,
          line: 4,
        },
      ],
    });
    // A first version made of one add_class operation.
    const addClass = (cls: Record<string, unknown>) =>
      api.call('POST', versions, {
        token: user.token,
        body: {
          new_ontology: {
            mode: 'from_modifications',
            ontology_id: ontologyId,
            base_version_id: null,
            name: 'v1',
            ontology_modifications: [{ op: 'add_class', class: cls }],
          },
        },
      });
    const fromModifications = await addClass({ name: 'Company', label: 'Company', aliases: [NUL] });
    expectRefused(fromModifications, 'body.new_ontology.ontology_modifications.0.class.aliases.0');
    // A lone surrogate: PostgreSQL refuses it in JSON (a 500), and text columns mangled it.
    const surrogate = await addClass({ name: 'Company', label: 'Acme \ud800' });
    expectRefused(surrogate, 'body.new_ontology.ontology_modifications.0.class.label');
    expectRefused(
      await api.call('POST', '/api/projects', { token: user.token, body: { name: '\udfff' } }),
      'body.name',
    );
  });

  test('NUL in the fields of a multipart upload or a bearer token never reaches the database', async () => {
    const helpers = uploadHelpers(api);
    const folderId = await helpers.folder(user.token);
    const target = await helpers.uploadUrl(user.token, folderId, 'a.pdf', PDF_BYTES.length);
    const { payload, headers } = await multipart(
      { ...target.fields, key: `${target.fields.key}${NUL}` },
      `a${NUL}.pdf`,
      PDF_BYTES,
    );
    const upload = await api.app.inject({
      method: 'POST',
      url: new URL(target.url).pathname,
      payload,
      headers,
    });
    expect(upload.statusCode).toBe(403);
    const bearer = await api.call('GET', '/api/projects', { token: `olt_${NUL}` });
    expect(bearer.statusCode).toBe(401);
  });

  test('a NUL in a header of a real HTTP request is refused by the parser, before the API', async () => {
    const address = new URL(await api.app.listen({ port: 0, host: '127.0.0.1' }));
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(address.port), address.hostname, () => {
        socket.end(
          `GET /api/projects HTTP/1.1\r\nHost: ${address.host}\r\nX-Forwarded-For: 1.2.3.4${NUL}\r\nAuthorization: Bearer olt_${NUL}\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received)).on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
  });
});
