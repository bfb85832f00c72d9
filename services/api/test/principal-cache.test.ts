import { buildApp } from '../src/app';
import { createPrincipalCache } from '../src/auth/principal-cache';
import { fromPostgres } from '../src/db/client';
import type { UserRow } from '../src/db/schema/index';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

const user = (id: string) => ({ id }) as UserRow;

describe('the cache of signed-in users', () => {
  let clock = new Date('2026-01-01T00:00:00Z');
  const now = () => clock;

  test('serves a bearer from memory until the token expires, without asking again', async () => {
    const cache = createPrincipalCache({ ttlMs: 60_000, now });
    const load = jest.fn(async () => ({
      user: user('u1'),
      expiresAt: new Date(clock.getTime() + 1000),
    }));
    expect((await cache.resolve('h1', load))?.id).toBe('u1');
    expect((await cache.resolve('h1', load))?.id).toBe('u1');
    expect(load).toHaveBeenCalledTimes(1);
    clock = new Date(clock.getTime() + 1000);
    load.mockResolvedValueOnce(undefined as never);
    expect(await cache.resolve('h1', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('forgets a user, a token, or what a notification names; unknown bearers are not kept', async () => {
    const cache = createPrincipalCache({ ttlMs: 60_000, now });
    const entry = (id: string) => async () => ({ user: user(id), expiresAt: null });
    await cache.resolve('a', entry('u1'));
    await cache.resolve('b', entry('u1'));
    await cache.resolve('c', entry('u2'));
    await cache.resolve('d', async () => undefined);
    expect(cache.size).toBe(3);
    cache.forgetUser('u1');
    expect(cache.size).toBe(1);
    cache.onNotification('token:c');
    expect(cache.size).toBe(0);
    await cache.resolve('e', entry('u3'));
    cache.onNotification('user:u3');
    expect(cache.size).toBe(0);
  });

  test('a read that overlaps a change is not cached, so the old row cannot outlive the change', async () => {
    const cache = createPrincipalCache({ ttlMs: 60_000, now });
    let finish: (value: { user: UserRow; expiresAt: null }) => void = () => {};
    const slow = cache.resolve(
      'h',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    cache.forgetUser('u1');
    finish({ user: user('u1'), expiresAt: null });
    expect((await slow)?.id).toBe('u1');
    expect(cache.size).toBe(0);
  });

  test('AUTH_CACHE_SECONDS=0 asks every time', async () => {
    const cache = createPrincipalCache({ ttlMs: 0, now });
    const load = jest.fn(async () => ({ user: user('u1'), expiresAt: null }));
    await cache.resolve('h', load);
    await cache.resolve('h', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe.each(databases())('signed-in users cached by the API on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const projects = (token: string) => api.call('GET', '/api/projects', { token });

  test('a deactivated user is refused on the next call, though their sign-in was cached', async () => {
    const member = await api.activeUser('cached');
    expectStatus(await projects(member.token), 200);
    const admin = await api.adminToken();
    expectStatus(
      await api.call('PATCH', `/api/users/status/${member.id}`, {
        token: admin,
        query: { status: 'inactive' },
      }),
      200,
    );
    expect((await projects(member.token)).statusCode).toBe(403);
  });

  test('a rotated API key stops working at once; the new one works', async () => {
    const member = await api.activeUser('rotate');
    const keyOf = async () =>
      (await api.call('PUT', '/api/users/me/api-key', { token: member.token })).json<{
        api_key: string;
      }>().api_key;
    const first = await keyOf();
    expectStatus(await projects(first), 200);
    const second = await keyOf();
    expect((await projects(first)).statusCode).toBe(401);
    expectStatus(await projects(second), 200);
  });

  test('an expired token is refused although it was cached a moment before', async () => {
    const member = await api.activeUser('expiry');
    expectStatus(await projects(member.token), 200);
    api.advanceClock(api.config.tokenTtlHours * 3_600_000 + 1000);
    try {
      expect((await projects(member.token)).statusCode).toBe(401);
    } finally {
      api.advanceClock(-(api.config.tokenTtlHours * 3_600_000 + 1000));
    }
  });

  if (database.name === 'postgres') {
    test('a sign-out in one API process reaches another that cached the token (NOTIFY)', async () => {
      const handle = fromPostgres(api.databaseUrl!);
      // A minute of cache: only the notification can make the other process refuse in time.
      const other = await buildApp({
        config: { ...api.config, authCacheSeconds: 60 },
        db: handle.db,
        listen: handle.listen?.bind(handle),
        logger: false,
      });
      try {
        const member = await api.activeUser('elsewhere');
        const meThere = () =>
          other.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: { authorization: `Bearer ${member.token}` },
          });
        expect((await meThere()).statusCode).toBe(200);
        expectStatus(await api.call('POST', '/api/auth/logout', { token: member.token }), 204);
        // The notification travels through PostgreSQL: wait for it, well inside the minute.
        const deadline = Date.now() + 10_000;
        let status = (await meThere()).statusCode;
        while (status === 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          status = (await meThere()).statusCode;
        }
        expect(status).toBe(401);
      } finally {
        await other.close();
        await handle.close();
      }
    });
  }
});
