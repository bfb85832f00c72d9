import { API_VERSION } from '@ontoloom/contract';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { databases } from './support/databases';
import { expectStatus, PASSWORD, startTestApi, type TestApi } from './support/test-api';

const MINUTE = 60_000;

describe.each(databases())('rate limits on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '12',
      LOGIN_ACCOUNT_DELAY_AFTER_FAILURES: '8',
      LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '8',
      RESET_MAX_REQUESTS_PER_ACCOUNT: '2',
      RESET_MAX_REQUESTS_PER_ADDRESS: '4',
      RATE_LIMIT_WINDOW_MINUTES: '10',
    });
  });
  afterAll(() => api?.close());
  afterEach(() => api.resumeClock());

  let address = 0;
  /** Each test comes from its own client addresses, so their counters do not mix. */
  const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const login = (email: string, password: string, remoteAddress: string) =>
    api.call('POST', '/api/auth/token', { body: { email, password }, remoteAddress });
  const expectLimited = (response: LightMyRequestResponse, maxSeconds: number) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      detail: 'Too many failed sign-in attempts; try again later',
      code: 'rate_limited',
      request_id: expect.any(String),
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    return retryAfter;
  };

  test('failures of one account from one address lock that pair, even with the right password, until the window ends', async () => {
    const { email } = await api.verifiedUser('pair');
    const from = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, 'wrong-password', from)).statusCode).toBe(401);
    }
    expectLimited(await login(email, PASSWORD, from), 600);
    api.advanceClock(11 * MINUTE);
    expectStatus(await login(email, PASSWORD, from), 200);
  });

  test('the right password from another address signs in after the account got 5 failures elsewhere', async () => {
    const { email } = await api.verifiedUser('elsewhere');
    const attacker = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, 'wrong-password', attacker)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(429);
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
  });

  test('failures from many addresses delay the account by a doubling, capped wait, never a lockout', async () => {
    const { email } = await api.verifiedUser('spread');
    api.freezeClock();
    // Eight failures, each from a new address, are free: no pair and no address is limited.
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await login(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    }
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
    // The success cleared the account's failures: eight more before any delay.
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await login(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure++) {
      // Even the right password from a clean address waits while the delay runs…
      const wait = expectLimited(await login(email, PASSWORD, newAddress()), 8);
      waits.push(wait);
      api.advanceClock(wait * 1000);
      expect((await login(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    // …and signs in once it has passed.
    api.advanceClock(8000);
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
    expect((await login(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
  });

  test('failures from one address lock other users there only past the per-address limit', async () => {
    const { email: victim } = await api.verifiedUser('victim');
    const { email: neighbour } = await api.verifiedUser('neighbour');
    const shared = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(victim, 'wrong-password', shared)).statusCode).toBe(401);
    }
    // The victim's pair is locked at the shared address; the neighbour's is not.
    expect((await login(victim, PASSWORD, shared)).statusCode).toBe(429);
    expectStatus(await login(neighbour, PASSWORD, shared), 200);
    for (let attempt = 5; attempt < 12; attempt++) {
      const guessed = await login(`guess-${attempt}@acme-corp.test`, 'guess', shared);
      expect(guessed.statusCode).toBe(401);
    }
    // Twelve failures from the address: it is limited for everyone, other addresses are not.
    expectLimited(await login(neighbour, PASSWORD, shared), 600);
    expectStatus(await login(neighbour, PASSWORD, newAddress()), 200);
  });

  test('API processes sharing a database count against the same limit', async () => {
    const { email } = await api.verifiedUser('shared');
    const other = await buildApp({ config: api.config, db: api.db, now: api.now, logger: false });
    const from = newAddress();
    try {
      const loginOn = (app: typeof other, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/token',
          headers: { 'api-version': API_VERSION },
          payload: { email, password },
          remoteAddress: from,
        });
      for (const app of [api.app, other, api.app, other, api.app]) {
        expect((await loginOn(app, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await loginOn(other, PASSWORD)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  test('a successful sign-in clears the counters of the account', async () => {
    const { email } = await api.verifiedUser('clears');
    const from = newAddress();
    for (let attempt = 0; attempt < 4; attempt++) await login(email, 'wrong-password', from);
    expectStatus(await login(email, PASSWORD, from), 200);
    for (let attempt = 0; attempt < 4; attempt++) await login(email, 'wrong-password', from);
    expectStatus(await login(email, PASSWORD, from), 200);
  });

  test('X-Forwarded-For is ignored unless TRUST_PROXY names the proxy', async () => {
    const { email } = await api.verifiedUser('forwarded');
    const proxy = newAddress();
    const viaProxy = (target: TestApi, password: string, client: string) =>
      target.call('POST', '/api/auth/token', {
        body: { email, password },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    // Untrusted: a new forwarded address per attempt does not escape the pair limit.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await viaProxy(api, 'wrong-password', `203.0.113.${attempt}`)).statusCode).toBe(401);
    }
    expect((await viaProxy(api, PASSWORD, '203.0.113.99')).statusCode).toBe(429);

    const behindProxy = await startTestApi(database, { TRUST_PROXY: proxy });
    try {
      const { email: other } = await behindProxy.verifiedUser('forwarded');
      const attempt = (password: string, client: string) =>
        behindProxy.call('POST', '/api/auth/token', {
          body: { email: other, password },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
        });
      for (let failure = 0; failure < 5; failure++) {
        expect((await attempt('wrong-password', '203.0.113.1')).statusCode).toBe(401);
      }
      // Trusted: the client behind the proxy is limited, another client is not.
      expect((await attempt(PASSWORD, '203.0.113.1')).statusCode).toBe(429);
      expectStatus(await attempt(PASSWORD, '203.0.113.2'), 200);
    } finally {
      await behindProxy.close();
    }
  });

  test('reset requests are limited per account and per address, known or not', async () => {
    const { email } = await api.verifiedUser('reset');
    const reset = (target: string, remoteAddress: string) =>
      api.call('POST', '/api/auth/reset-password', { body: { email: target }, remoteAddress });
    expectStatus(await reset(email, newAddress()), 200);
    expectStatus(await reset(email, newAddress()), 200);
    const blocked = await reset(email, newAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many password reset requests; try again later',
      code: 'rate_limited',
      request_id: expect.any(String),
    });
    expect(await api.outbox(email)).toHaveLength(3); // verification + two resets

    const from = newAddress();
    for (let index = 0; index < 4; index++) {
      expectStatus(await reset(`nobody-${index}@acme-corp.test`, from), 200);
    }
    expect((await reset('nobody-5@acme-corp.test', from)).statusCode).toBe(429);

    api.advanceClock(11 * MINUTE);
    expectStatus(await reset(email, from), 200);
  });

  test('R8.04 with REFUSE_PERSONAL_EMAIL_LOGIN a personal address gets 401 "Login with personal…"', async () => {
    const strict = await startTestApi(database, { REFUSE_PERSONAL_EMAIL_LOGIN: 'true' });
    try {
      const personal = 'someone@gmail.com';
      expectStatus(await strict.register(personal), 201);
      const token = await strict.verificationToken(personal);
      expectStatus(await strict.call('POST', '/api/auth/verify-email', { body: { token } }), 200);
      const refused = await strict.call('POST', '/api/auth/token', {
        body: { email: personal, password: PASSWORD },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Login with personal/);
      // A wrong password still reads as invalid credentials: the rule reveals nothing early.
      const wrong = await strict.call('POST', '/api/auth/token', {
        body: { email: personal, password: 'wrong-password' },
      });
      expect(wrong.json<{ detail: string }>().detail).toBe('Invalid email or password');
      // Organizational addresses are unaffected.
      const { email } = await strict.verifiedUser('org');
      expect(await strict.signIn(email)).toMatch(/^olt_/);
    } finally {
      await strict.close();
    }
  });
});
