import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION } from '@ontoloom/contract';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

/** A plain HTTP GET, outside Fastify's inject, the way a script would call the API. */
function plainGet(base: string, path: string, bearer: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      { headers: { authorization: `Bearer ${bearer}`, 'api-version': API_VERSION } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe.each(databases())('profile and API keys on $name', (database) => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => api?.close());

  test('PATCH /api/users/me edits own names and organization, trimmed; email stays', async () => {
    const user = await api.activeUser('profile');
    const response = await api.call('PATCH', '/api/users/me', {
      token: user.token,
      body: { first_name: ' Grace ', organization_name: 'Navy Research', email: 'x@y.test' },
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Grace',
      last_name: 'Lovelace',
      organization_name: 'Navy Research',
    });
    const me = (await api.call('GET', '/api/users/me', { token: user.token })).json();
    expect(me).toMatchObject({ first_name: 'Grace', organization_name: 'Navy Research' });
  });

  test('PATCH /api/users/me refuses empty or too long values and needs a bearer', async () => {
    const user = await api.verifiedUser('profile-bad');
    const response = await api.call('PATCH', '/api/users/me', {
      token: user.token,
      body: { first_name: '  ', last_name: 'x'.repeat(101) },
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths.sort()).toEqual(['body.first_name', 'body.last_name']);
    expect((await api.call('PATCH', '/api/users/me', { body: {} })).statusCode).toBe(401);
  });

  test('R3.01 PUT api-key returns the key once; /me shows it masked with its date', async () => {
    const user = await api.activeUser('key');
    const before = (await api.call('GET', '/api/users/me', { token: user.token })).json();
    expect(before).toMatchObject({ masked_api_key: null, api_key_created_at: null });

    const created = await api.call('PUT', '/api/users/me/api-key', { token: user.token });
    expectStatus(created, 200);
    const body = created.json<{ api_key: string; masked_api_key: string }>();
    expect(body.api_key).toMatch(/^olk_[A-Za-z0-9_-]{43}$/);
    expect(body.masked_api_key).toBe(`olk_…${body.api_key.slice(-4)}`);

    const me = (await api.call('GET', '/api/users/me', { token: user.token })).json<
      Record<string, unknown>
    >();
    expect(me.masked_api_key).toBe(body.masked_api_key);
    expect(me.api_key_created_at).toEqual(expect.any(String));
    expect(JSON.stringify(me)).not.toContain(body.api_key);
  });

  test('R1.05 the API key is a bearer token over plain HTTP; rotating invalidates the old key', async () => {
    const user = await api.activeUser('bearer');
    const first = (await api.call('PUT', '/api/users/me/api-key', { token: user.token })).json<{
      api_key: string;
    }>().api_key;

    const me = await plainGet(base, '/api/users/me', first);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: user.id, email: user.email });
    expect((await plainGet(base, '/api/projects', first)).status).toBe(200);

    const second = (await api.call('PUT', '/api/users/me/api-key', { token: first })).json<{
      api_key: string;
    }>().api_key;
    expect(second).not.toBe(first);
    expect((await plainGet(base, '/api/users/me', first)).status).toBe(401);
    expect((await plainGet(base, '/api/users/me', second)).status).toBe(200);
    // The session token is untouched by rotation.
    expect((await plainGet(base, '/api/users/me', user.token)).status).toBe(200);
  });

  test('only active accounts may create an API key; made-up keys are refused', async () => {
    const pending = await api.reviewedUser('pending-key');
    const refused = await api.call('PUT', '/api/users/me/api-key', { token: pending.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Your account is not active (status: pending_admin_review)',
      code: 'account_inactive',
      request_id: expect.any(String),
    });
    expect((await plainGet(base, '/api/users/me', 'olk_made-up')).status).toBe(401);
    expect((await api.call('PUT', '/api/users/me/api-key')).statusCode).toBe(401);
  });

  test('a deactivated user keeps no access through the key to active-only calls', async () => {
    const user = await api.activeUser('deactivated');
    const key = (await api.call('PUT', '/api/users/me/api-key', { token: user.token })).json<{
      api_key: string;
    }>().api_key;
    const admin = await api.adminToken();
    expectStatus(
      await api.call('PATCH', `/api/users/status/${user.id}`, {
        token: admin,
        query: { status: 'inactive' },
      }),
      200,
    );
    expect((await plainGet(base, '/api/projects', key)).status).toBe(403);
  });
});

describe.each(databases())('users administration on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  test('the list sorts by organization and status both ways', async () => {
    const admin = await api.adminToken();
    await api.register(api.uniqueEmail('zed'), { organization_name: 'Zeta Org' });
    await api.register(api.uniqueEmail('alf'), { organization_name: 'Alpha Org' });
    const list = async (sort: string) =>
      (await api.call('GET', '/api/users', { token: admin, query: { sort } })).json<
        { organization_name: string; status: string }[]
      >();
    const ascending = (await list('organization_name')).map((u) => u.organization_name);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect((await list('-organization_name')).map((u) => u.organization_name)).toEqual(
      [...ascending].reverse(),
    );
    const statuses = (await list('status')).map((u) => u.status);
    // Enum order: pending_admin_review, pending_onboarding_info, active, inactive, refused.
    expect(statuses.indexOf('active')).toBeGreaterThan(statuses.indexOf('pending_onboarding_info'));
    const bad = await api.call('GET', '/api/users', { token: admin, query: { sort: 'password' } });
    expect(bad.statusCode).toBe(422);
  });

  test('R4.01 every transition outside the one table is a 422, the table ones pass', async () => {
    const admin = await api.adminToken();
    const user = await api.reviewedUser('walk');
    const change = (status: string) =>
      api.call('PATCH', `/api/users/status/${user.id}`, { token: admin, query: { status } });
    expect((await change('pending_onboarding_info')).statusCode).toBe(422);
    expectStatus(await change('refused'), 200);
    expect((await change('refused')).json()).toEqual({
      detail: 'Cannot change status from refused to refused',
      code: 'status_transition_invalid',
      request_id: expect.any(String),
    });
    expectStatus(await change('active'), 200);
    expect((await change('refused')).statusCode).toBe(422);
    expectStatus(await change('inactive'), 200);
    expectStatus(await change('active'), 200);
  });
});
