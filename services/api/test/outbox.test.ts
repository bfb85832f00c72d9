import { isLoopbackOnly } from '../src/config';
import { databases } from './support/databases';
import { ADMIN, expectStatus, startTestApi, type TestApi } from './support/test-api';

const readOutbox = (api: TestApi, token?: string) =>
  api.call('GET', '/dev/outbox', { query: { to: ADMIN.email }, token });

/** The reproduction of issue 10: a reset link for the super admin, then the outbox. */
async function requestAdminReset(api: TestApi) {
  expectStatus(
    await api.call('POST', '/api/auth/reset-password', { body: { email: ADMIN.email } }),
    200,
  );
}

describe.each(databases())('mail outbox on $name', (database) => {
  describe('API reachable from other machines (HOST=0.0.0.0)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(database, { HOST: '0.0.0.0' });
    });
    afterAll(() => api?.close());

    test('without credentials: 401, no reset link leaks', async () => {
      await requestAdminReset(api);
      const response = await readOutbox(api);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Not authenticated',
        code: 'not_authenticated',
        request_id: expect.any(String),
      });
      expect(response.body).not.toContain('olr_');
    });

    test('a signed-in user who is not super admin: 403, by token and by API key', async () => {
      const user = await api.activeUser('outbox-reader');
      const byToken = await readOutbox(api, user.token);
      expect(byToken.statusCode).toBe(403);
      expect(byToken.json()).toEqual({
        detail: 'Super admin access required',
        code: 'super_admin_required',
        request_id: expect.any(String),
      });
      const key = await api.call('PUT', '/api/users/me/api-key', { token: user.token });
      const apiKey = key.json<{ api_key: string }>().api_key;
      expect((await readOutbox(api, apiKey)).statusCode).toBe(403);
    });

    test('the super admin reads it', async () => {
      await requestAdminReset(api);
      const response = await readOutbox(api, await api.adminToken());
      expectStatus(response, 200);
      expect(response.json<{ subject: string }[]>()[0]?.subject).toBe(
        'Reset your Ontoloom password',
      );
    });
  });

  describe('production mode on loopback (NODE_ENV=production)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(database, { HOST: '127.0.0.1', NODE_ENV: 'production' });
    });
    afterAll(() => api?.close());

    test('without credentials: 401; the super admin: 200', async () => {
      await requestAdminReset(api);
      expect((await readOutbox(api)).statusCode).toBe(401);
      expectStatus(await readOutbox(api, await api.adminToken()), 200);
    });
  });

  describe('development API on loopback alone', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(database, { HOST: '127.0.0.1' });
    });
    afterAll(() => api?.close());

    test('readable without signing in (the e2e suite and `pnpm start` rely on it)', async () => {
      await requestAdminReset(api);
      const response = await readOutbox(api);
      expectStatus(response, 200);
      expect(response.body).toContain('olr_');
    });

    test('a browser gets a readable page: newest first, said so, links clickable, mail text escaped (issue 17)', async () => {
      await requestAdminReset(api);
      const response = await api.call('GET', '/dev/outbox', {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        noApiVersion: true,
      });
      expectStatus(response, 200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/,
      );
      expect(response.body).toContain('newest first');
      expect(response.body).toContain('Reset your Ontoloom password');
      expect(response.body).toMatch(/<a href="http[^"]+olr_[^"]+" rel="noreferrer">/);
      expect(response.body).not.toMatch(/<script/i);
      // API clients still get JSON.
      expect(Array.isArray((await readOutbox(api)).json())).toBe(true);
    });
  });
});

test.each([
  ['127.0.0.1', true],
  ['127.1.2.3', true],
  ['localhost', true],
  ['::1', true],
  ['[::1]', true],
  ['0.0.0.0', false],
  ['::', false],
  ['192.168.1.10', false],
  ['api.example.com', false],
])('isLoopbackOnly(%s) → %s', (host, loopback) => {
  expect(isLoopbackOnly(host)).toBe(loopback);
});
