import {
  API_VERSION,
  buildPath,
  endpoints,
  PRODUCT_VERSION,
  type EndpointName,
} from '@ontoloom/contract';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

/** The operations issue 2 implements; the rest of the table arrives with later issues. */
const implemented: EndpointName[] = [
  'getRoot',
  'register',
  'verifyEmail',
  'resendVerificationEmail',
  'token',
  'getCurrentUser',
  'updateOnboarding',
  'listUsers',
  'getUser',
  'updateUserStatus',
  'listProjects',
  'getProject',
  'createProject',
  'updateProject',
  'deleteProject',
  'logout',
  'logoutAll',
];
const SOME_ID = '3d0f5a8e-2b1c-4e7d-9f6a-5c4b3a2e1d0f';
const pathOf = (name: EndpointName) =>
  buildPath(endpoints[name], { user_id: SOME_ID, project_id: SOME_ID });

describe.each(databases())('HTTP conventions on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
    // A route that fails like a bug would, to check that nothing leaks from a 500.
    api.app.get('/test-only/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
  });
  afterAll(() => api?.close());

  test('R9.01 GET / answers the product and API versions', async () => {
    const response = await api.call('GET', '/', { noApiVersion: true });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      name: 'ontoloom',
      version: PRODUCT_VERSION,
      api_version: API_VERSION,
    });
    expect(API_VERSION).toBe('2.1.0');
  });

  test.each(implemented.filter((name) => endpoints[name].auth === 'bearer'))(
    'R7.01 %s without a valid bearer token is a 401',
    async (name) => {
      const { method, path } = { method: endpoints[name].method, path: pathOf(name) };
      for (const authorization of [
        undefined,
        'Bearer olt_unknown',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer',
      ]) {
        const response = await api.call(method, path, {
          headers: authorization ? { authorization } : {},
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          detail: 'Not authenticated',
          code: 'not_authenticated',
          request_id: expect.any(String),
        });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    },
  );

  test('R7.01 auth endpoints work without an Authorization header', async () => {
    expect(implemented.filter((name) => endpoints[name].auth === 'exempt')).toEqual([
      'getRoot',
      'register',
      'verifyEmail',
      'resendVerificationEmail',
      'token',
    ]);
    const response = await api.call('POST', '/api/auth/resend-verification-email', {
      body: { email: 'someone@acme-corp.test' },
    });
    expectStatus(response, 200);
  });

  test('R7.02 R9.01 Api-Version: same major and an older or equal minor are accepted', async () => {
    const { token } = await api.activeUser('versions');
    for (const version of ['2.1.0', '2.0.0', '2.1.7', '2.0']) {
      const response = await api.call('GET', '/api/projects', {
        token,
        noApiVersion: true,
        headers: { 'api-version': version },
      });
      expect([version, response.statusCode]).toEqual([version, 200]);
    }
    const without = await api.call('GET', '/api/projects', { token, noApiVersion: true });
    expect(without.statusCode).toBe(200);
  });

  test('R7.02 Api-Version: another major, a newer minor or garbage is a 412', async () => {
    const { token } = await api.activeUser('mismatch');
    for (const version of ['3.0.0', '1.9.0', '2.2.0', 'latest']) {
      const response = await api.call('GET', '/api/projects', {
        token,
        noApiVersion: true,
        headers: { 'api-version': version },
      });
      expect([version, response.statusCode]).toEqual([version, 412]);
      expect(response.json<{ detail: string }>().detail).toContain(version);
    }
    // Checked before credentials: an outdated client is told to reload, not to sign in again.
    const anonymous = await api.call('POST', '/api/auth/token', {
      noApiVersion: true,
      headers: { 'api-version': '3.0.0' },
      body: { email: 'x@acme-corp.test', password: 'whatever' },
    });
    expect(anonymous.statusCode).toBe(412);
  });

  test('R7.02 GET / and GET /api/users/me ignore Api-Version', async () => {
    const { token } = await api.verifiedUser('exempt');
    const headers = { 'api-version': '3.0.0' };
    expectStatus(await api.call('GET', '/', { noApiVersion: true, headers }), 200);
    expectStatus(
      await api.call('GET', '/api/users/me', { token, noApiVersion: true, headers }),
      200,
    );
    expectStatus(await api.call('GET', '/api/docs/json', { noApiVersion: true, headers }), 200);
  });

  test('R8.01 errors are {detail, code, request_id} bodies; a 500 leaks nothing', async () => {
    const boom = await api.call('GET', '/test-only/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      detail: 'Internal server error',
      code: 'internal_error',
      request_id: expect.any(String),
    });

    const unknownRoute = await api.call('GET', '/api/nothing-here');
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toEqual({
      detail: 'Route GET /api/nothing-here not found',
      code: 'route_not_found',
      request_id: expect.any(String),
    });
    // The request id is also a response header, so a user's report finds the server's log line.
    expect(unknownRoute.headers['x-request-id']).toBe(
      unknownRoute.json<{ request_id: string }>().request_id,
    );
    const invalid = await api.call('GET', '/api/users', {
      token: await api.adminToken(),
      query: { sort: 'nonsense' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'validation_failed',
      request_id: invalid.headers['x-request-id'],
      errors: [expect.objectContaining({ path: 'query.sort' })],
    });
  });

  test('OpenAPI at /api/docs/json lists every issue-2 operation from the contract', async () => {
    const response = await api.call('GET', '/api/docs/json');
    expectStatus(response, 200);
    const document = response.json<{
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    }>();
    expect(document.info.version).toBe(API_VERSION);
    for (const name of implemented) {
      const { method, path, auth } = endpoints[name];
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect([name, operation?.operationId]).toEqual([name, name]);
      expect([name, Boolean(operation?.security)]).toEqual([name, auth === 'bearer']);
    }
    const ui = await api.call('GET', '/api/docs');
    expect(ui.statusCode).toBeLessThan(400);
  });

  test('CORS lets the web app send Authorization and Api-Version', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/projects',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,api-version,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'api-version',
    );

    const foreign = await api.app.inject({
      method: 'GET',
      url: '/',
      headers: { origin: 'http://evil.test' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
