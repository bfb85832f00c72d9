import { databases } from './support/databases';
import { ADMIN, expectStatus, startTestApi, type TestApi } from './support/test-api';

describe.each(databases())('status flow on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  test('R1.05 R4.01 R6.01 sign-up → verify → onboarding → admin approval → projects', async () => {
    const email = 'grace@navy-labs.test';
    const registered = await api.register(email, { first_name: 'Grace', last_name: 'Hopper' });
    expectStatus(registered, 201);
    expect(registered.json()).toEqual({ message: expect.any(String) });

    // Signing in before verification: right password, but refused until the address is confirmed.
    const early = await api.call('POST', '/api/auth/token', {
      body: { email, password: 'correct-horse-battery' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      detail: 'Email address not verified',
      code: 'email_not_verified',
      request_id: expect.any(String),
    });

    const verified = await api.call('POST', '/api/auth/verify-email', {
      body: { token: await api.verificationToken(email) },
    });
    expectStatus(verified, 200);

    const token = await api.signIn(email);
    const me = await api.call('GET', '/api/users/me', { token });
    expectStatus(me, 200);
    expect(me.json()).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      status: 'pending_onboarding_info',
      onboarding_info: null,
      is_super_admin: false,
      is_organizational_email: true,
      masked_api_key: null,
      api_key_created_at: null,
    });
    const userId = me.json<{ id: string }>().id;

    // Not active yet: no projects.
    expect((await api.call('GET', '/api/projects', { token })).statusCode).toBe(403);

    const onboarding = await api.call('PATCH', '/api/users/me/onboarding', {
      token,
      body: { role_in_organization: '  Rear admiral ', goal: 'Compile knowledge' },
    });
    expectStatus(onboarding, 200);
    expect(onboarding.json()).toMatchObject({
      status: 'pending_admin_review',
      onboarding_info: { role_in_organization: 'Rear admiral', goal: 'Compile knowledge' },
    });
    expect((await api.call('GET', '/api/projects', { token })).statusCode).toBe(403);

    const adminToken = await api.signIn(ADMIN.email, ADMIN.password);
    const admin = (await api.call('GET', '/api/users/me', { token: adminToken })).json();
    expect(admin).toMatchObject({ email: ADMIN.email, is_super_admin: true, status: 'active' });

    const pending = await api.call('GET', '/api/users', {
      token: adminToken,
      query: { status: 'pending_admin_review' },
    });
    expect(pending.json<{ id: string }[]>().map((user) => user.id)).toContain(userId);

    const approved = await api.call('PATCH', `/api/users/status/${userId}`, {
      token: adminToken,
      query: { status: 'active' },
    });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({ id: userId, status: 'active' });

    // Projects: create, list, rename, search, get, delete.
    const created = await api.call('POST', '/api/projects', {
      token,
      body: { name: '  Compilers  ' },
    });
    expectStatus(created, 201);
    const project = created.json<{ id: string; created_at: string; updated_at: string }>();
    expect(project).toMatchObject({ name: 'Compilers', description: '' });

    const second = await api.call('POST', '/api/projects', {
      token,
      body: { name: 'COBOL', description: 'Business language' },
    });
    expectStatus(second, 201);

    const list = await api.call('GET', '/api/projects', { token });
    expect(list.json<{ name: string }[]>().map((p) => p.name)).toEqual(['COBOL', 'Compilers']);

    const renamed = await api.call('PATCH', `/api/projects/${project.id}`, {
      token,
      body: { name: 'A-0 compiler' },
    });
    expectStatus(renamed, 200);
    expect(renamed.json()).toMatchObject({ id: project.id, name: 'A-0 compiler', description: '' });

    const search = await api.call('GET', '/api/projects', { token, query: { search: 'a-0' } });
    expect(search.json<{ id: string }[]>().map((p) => p.id)).toEqual([project.id]);
    const byDescription = await api.call('GET', '/api/projects', {
      token,
      query: { search: 'BUSINESS' },
    });
    expect(byDescription.json<{ name: string }[]>().map((p) => p.name)).toEqual(['COBOL']);

    const fetched = await api.call('GET', `/api/projects/${project.id}`, { token });
    expect(fetched.json()).toMatchObject({ id: project.id, name: 'A-0 compiler' });

    const deleted = await api.call('DELETE', `/api/projects/${project.id}`, { token });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await api.call('GET', `/api/projects/${project.id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      detail: 'Project not found',
      code: 'project_not_found',
      request_id: expect.any(String),
    });
  });
});
