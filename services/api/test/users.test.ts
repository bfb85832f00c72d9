import { databases } from './support/databases';
import { ADMIN, expectStatus, startTestApi, type TestApi } from './support/test-api';

const MISSING_ID = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c6a10';

describe.each(databases())('users on $name', (database) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    admin = await api.adminToken();
  });
  afterAll(() => api?.close());

  const setStatus = (id: string, status: string, token = admin) =>
    api.call('PATCH', `/api/users/status/${id}`, { token, query: { status } });

  test('R6.01 a non-admin gets 403 on the user list, other users and status changes', async () => {
    const user = await api.activeUser('plain');
    const other = await api.verifiedUser('other');
    for (const response of [
      await api.call('GET', '/api/users', { token: user.token }),
      await api.call('GET', `/api/users/${other.id}`, { token: user.token }),
      await setStatus(other.id, 'inactive', user.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Super admin access required',
        code: 'super_admin_required',
        request_id: expect.any(String),
      });
    }
    // Reading yourself is fine.
    expectStatus(await api.call('GET', `/api/users/${user.id}`, { token: user.token }), 200);
  });

  test('admin lists users with search, status filter and sort', async () => {
    const a = await api.verifiedUser('zed');
    await api.call('PATCH', '/api/users/me/onboarding', {
      token: a.token,
      body: { role_in_organization: 'CTO', goal: 'Index contracts' },
    });
    await api.register(api.uniqueEmail('searchable'), {
      first_name: 'Marie',
      last_name: 'Curie',
      organization_name: 'Radium Institute',
    });

    const list = async (query: Record<string, string>) =>
      (await api.call('GET', '/api/users', { token: admin, query })).json<
        { email: string; last_name: string; status: string; created_at: string }[]
      >();

    expect((await list({ search: 'RADIUM' })).map((u) => u.last_name)).toEqual(['Curie']);
    expect((await list({ search: 'marie cur' })).map((u) => u.last_name)).toEqual(['Curie']);
    expect(await list({ search: '100%_' })).toEqual([]);
    const reviewing = await list({ status: 'pending_admin_review' });
    expect(reviewing.map((u) => u.email)).toEqual([a.email]);

    const byEmail = (await list({ sort: 'email' })).map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const byEmailDesc = (await list({ sort: '-email' })).map((u) => u.email);
    expect(byEmailDesc).toEqual([...byEmail].reverse());
    const newest = (await list({})).map((u) => u.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  test('bad list query is a 422 naming the parameter', async () => {
    const response = await api.call('GET', '/api/users', {
      token: admin,
      query: { sort: 'password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toMatch(/^query\.sort: /);
  });

  test('R8.01 an unknown user is a 404 with a detail naming the resource', async () => {
    const response = await api.call('GET', `/api/users/${MISSING_ID}`, { token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'User not found',
      code: 'user_not_found',
      request_id: expect.any(String),
    });
    expect((await setStatus(MISSING_ID, 'active')).statusCode).toBe(404);
  });

  test('a malformed user id is a 422 on params', async () => {
    const response = await api.call('GET', '/api/users/42', { token: admin });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toMatch(/^params\.user_id: /);
  });

  test('R4.01 admin status changes follow the transition table', async () => {
    const user = await api.reviewedUser('transitions');
    expect((await setStatus(user.id, 'refused')).json()).toMatchObject({ status: 'refused' });
    expect((await setStatus(user.id, 'active')).json()).toMatchObject({ status: 'active' });
    expect((await setStatus(user.id, 'inactive')).json()).toMatchObject({ status: 'inactive' });

    // Inactive users still sign in and read themselves, but have no project access.
    const me = await api.call('GET', '/api/users/me', { token: user.token });
    expect(me.json()).toMatchObject({ status: 'inactive' });
    expect((await api.call('GET', '/api/projects', { token: user.token })).statusCode).toBe(403);

    expect((await setStatus(user.id, 'active')).json()).toMatchObject({ status: 'active' });
  });

  test('R4.01 approving an account mails the user a sign-in link; other status changes do not', async () => {
    const user = await api.reviewedUser('approved');
    const subjects = async () => (await api.outbox(user.email)).map((mail) => mail.subject);
    expect(await subjects()).toEqual(['Verify your Ontoloom email address']);

    expectStatus(await setStatus(user.id, 'active'), 200);
    const [mail] = await api.outbox(user.email);
    expect(mail).toMatchObject({ to: user.email, subject: 'Your Ontoloom account is approved' });
    expect(mail?.text).toContain('Hello Ada,');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/login');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(mail?.html).toContain('/auth/login?');

    // Deactivating and reactivating is not an approval: no further mail.
    expectStatus(await setStatus(user.id, 'inactive'), 200);
    expectStatus(await setStatus(user.id, 'active'), 200);
    expect(await subjects()).toHaveLength(2);
  });

  test('invalid transitions are a 422 saying from what to what', async () => {
    const pending = await api.verifiedUser('invalid');
    const response = await setStatus(pending.id, 'active');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Cannot change status from pending_onboarding_info to active',
      code: 'status_transition_invalid',
      request_id: expect.any(String),
    });
    const reviewed = await api.reviewedUser('invalid2');
    expect((await setStatus(reviewed.id, 'pending_onboarding_info')).json()).toEqual({
      detail: 'Cannot change status from pending_admin_review to pending_onboarding_info',
      code: 'status_transition_invalid',
      request_id: expect.any(String),
    });
    const unknownStatus = await setStatus(reviewed.id, 'superuser');
    expect(unknownStatus.statusCode).toBe(422);
    expect(unknownStatus.json<{ detail: string }>().detail).toMatch(/^query\.status: /);
  });

  test('an admin cannot change their own status', async () => {
    const me = (await api.call('GET', '/api/users/me', { token: admin })).json<{ id: string }>();
    const response = await setStatus(me.id, 'inactive');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'You cannot change your own status',
      code: 'own_status_change',
      request_id: expect.any(String),
    });
  });

  test('onboarding is accepted once, from pending_onboarding_info only', async () => {
    const user = await api.reviewedUser('twice');
    const again = await api.call('PATCH', '/api/users/me/onboarding', {
      token: user.token,
      body: { role_in_organization: 'CTO', goal: 'Again' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ detail: string }>().detail).toBe(
      'Onboarding info can only be submitted while the status is pending_onboarding_info (current status: pending_admin_review)',
    );
  });

  test('R3.02 onboarding body is validated field by field', async () => {
    const user = await api.verifiedUser('onboarding-422');
    const response = await api.call('PATCH', '/api/users/me/onboarding', {
      token: user.token,
      body: { role_in_organization: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([
      'body.role_in_organization',
      'body.goal',
    ]);
  });

  test('the seeded super admin is active and verified', async () => {
    const me = await api.call('GET', '/api/users/me', { token: admin });
    expect(me.json()).toMatchObject({ email: ADMIN.email, is_super_admin: true, status: 'active' });
  });
});
