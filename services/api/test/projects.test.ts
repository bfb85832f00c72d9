import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

const MISSING_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
type Project = {
  id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
};

describe.each(databases())('projects on $name', (database) => {
  let api: TestApi;
  let owner: { token: string };
  let intruder: { token: string };
  beforeAll(async () => {
    api = await startTestApi(database);
    owner = await api.activeUser('owner');
    intruder = await api.activeUser('intruder');
  });
  afterAll(() => api?.close());

  const create = async (token: string, body: object) => {
    const response = await api.call('POST', '/api/projects', { token, body });
    expectStatus(response, 201);
    return response.json<Project>();
  };

  test('R6.01 another user’s project is a 404, for every verb', async () => {
    const project = await create(owner.token, { name: 'Private', description: 'mine' });
    const url = `/api/projects/${project.id}`;
    for (const response of [
      await api.call('GET', url, { token: intruder.token }),
      await api.call('PATCH', url, { token: intruder.token, body: { name: 'Stolen' } }),
      await api.call('DELETE', url, { token: intruder.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'Project not found',
        code: 'project_not_found',
        request_id: expect.any(String),
      });
    }
    const list = await api.call('GET', '/api/projects', { token: intruder.token });
    expect(list.json<Project[]>().map((p) => p.id)).not.toContain(project.id);
    // Untouched for its owner.
    expect((await api.call('GET', url, { token: owner.token })).json()).toMatchObject({
      name: 'Private',
    });
  });

  test('R6.01 users who are not active get 403 on every project call', async () => {
    const pending = await api.reviewedUser('pending');
    for (const response of [
      await api.call('GET', '/api/projects', { token: pending.token }),
      await api.call('POST', '/api/projects', { token: pending.token, body: { name: 'X' } }),
      await api.call('GET', `/api/projects/${MISSING_ID}`, { token: pending.token }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Your account is not active (status: pending_admin_review)',
        code: 'account_inactive',
        request_id: expect.any(String),
      });
    }
  });

  test('list is newest first and searches name and description case-insensitively', async () => {
    const user = await api.activeUser('lister');
    const first = await create(user.token, { name: 'Alpha suppliers', description: '' });
    api.advanceClock(1000);
    const second = await create(user.token, { name: 'Beta', description: 'Supplier contracts' });
    api.advanceClock(1000);
    const third = await create(user.token, { name: 'Gamma', description: '50% done' });

    const list = async (search?: string) =>
      (
        await api.call('GET', '/api/projects', {
          token: user.token,
          ...(search === undefined ? {} : { query: { search } }),
        })
      )
        .json<Project[]>()
        .map((p) => p.id);

    expect(await list()).toEqual([third.id, second.id, first.id]);
    expect(await list('SUPPLIER')).toEqual([second.id, first.id]);
    expect(await list('  beta ')).toEqual([second.id]);
    expect(await list('%')).toEqual([third.id]);
    expect(await list('')).toEqual([third.id, second.id, first.id]);
  });

  test('patch changes only the given fields and moves updated_at', async () => {
    const project = await create(owner.token, { name: 'Draft', description: 'keep me' });
    api.advanceClock(1000);
    const response = await api.call('PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { name: 'Final' },
    });
    expectStatus(response, 200);
    const patched = response.json<Project>();
    expect(patched).toMatchObject({
      name: 'Final',
      description: 'keep me',
      created_at: project.created_at,
    });
    expect(patched.updated_at > project.updated_at).toBe(true);

    const described = await api.call('PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { description: '' },
    });
    expect(described.json()).toMatchObject({ name: 'Final', description: '' });
  });

  test('bad project input is a 422 naming the field', async () => {
    const blank = await api.call('POST', '/api/projects', {
      token: owner.token,
      body: { name: '   ', description: 'x'.repeat(2001) },
    });
    expect(blank.statusCode).toBe(422);
    const body = blank.json<{ detail: string; errors: { path: string }[] }>();
    expect(body.errors.map((e) => e.path)).toEqual(['body.name', 'body.description']);
    expect(body.detail).toMatch(/^body\.name: .+; body\.description: /);

    const project = await create(owner.token, { name: 'Valid' });
    const empty = await api.call('PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      detail: 'body: Provide name or description',
      code: 'validation_failed',
      request_id: expect.any(String),
    });

    const badId = await api.call('GET', '/api/projects/not-a-uuid', { token: owner.token });
    expect(badId.statusCode).toBe(422);
    expect(badId.json<{ detail: string }>().detail).toMatch(/^params\.project_id: /);
  });

  test('a missing body is a 422, malformed JSON a 400', async () => {
    const missing = await api.call('POST', '/api/projects', { token: owner.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: string }>().detail).toMatch(/^body: /);

    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: expect.any(String),
      code: 'bad_request',
      request_id: expect.any(String),
    });
  });

  test('delete is a 204, then the project is gone', async () => {
    const project = await create(owner.token, { name: 'Short-lived' });
    const url = `/api/projects/${project.id}`;
    expect((await api.call('DELETE', url, { token: owner.token })).statusCode).toBe(204);
    expect((await api.call('DELETE', url, { token: owner.token })).statusCode).toBe(404);
    expect((await api.call('GET', url, { token: owner.token })).statusCode).toBe(404);
  });
});
