import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

describe.each(databases())('sessions on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const me = (token: string) => api.call('GET', '/api/users/me', { token });

  test('POST /api/auth/logout revokes the token of the request, and only it', async () => {
    const { email, token } = await api.verifiedUser('logout');
    const other = await api.signIn(email);
    const logout = await api.call('POST', '/api/auth/logout', { token });
    expectStatus(logout, 204);
    expect(logout.body).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect((await api.call('POST', '/api/auth/logout', { token })).statusCode).toBe(401);
    expectStatus(await me(other), 200);
  });

  test('POST /api/auth/logout-all revokes every session of the user, not of others', async () => {
    const { email, token } = await api.verifiedUser('everywhere');
    const sessions = [token, await api.signIn(email), await api.signIn(email)];
    const stranger = await api.verifiedUser('stranger');
    expectStatus(await api.call('POST', '/api/auth/logout-all', { token: sessions[1] }), 204);
    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
    expectStatus(await me(stranger.token), 200);
    // Signing in again works as before.
    expectStatus(await me(await api.signIn(email)), 200);
  });

  test('the API key is no session: logout with it or logout-all leaves it working', async () => {
    const user = await api.activeUser('key');
    const created = await api.call('PUT', '/api/users/me/api-key', { token: user.token });
    const key = created.json<{ api_key: string }>().api_key;
    expectStatus(await api.call('POST', '/api/auth/logout', { token: key }), 204);
    expectStatus(await api.call('POST', '/api/auth/logout-all', { token: key }), 204);
    expect((await me(user.token)).statusCode).toBe(401);
    expectStatus(await me(key), 200);
  });
});
