import { API_VERSION } from '@ontoloom/contract';
import { buildApp } from '../src/app';
import { databases } from './support/databases';
import { expectStatus, PASSWORD, startTestApi, type TestApi } from './support/test-api';

const MINUTE = 60_000;

describe.each(databases())('rate limits on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
      RESET_MAX_REQUESTS_PER_ACCOUNT: '2',
      RESET_MAX_REQUESTS_PER_ADDRESS: '4',
      RATE_LIMIT_WINDOW_MINUTES: '10',
    });
  });
  afterAll(() => api?.close());

  let address = 0;
  /** Each test comes from its own client address, so their counters do not mix. */
  const newAddress = () => `10.0.0.${++address}`;
  const login = (email: string, password: string, remoteAddress: string) =>
    api.call('POST', '/api/auth/token', { body: { email, password }, remoteAddress });

  test('failed sign-ins are limited per account, even with the right password, until the window ends', async () => {
    const { email } = await api.verifiedUser('account');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    }
    const blocked = await login(email, PASSWORD, newAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many failed sign-in attempts; try again later',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);

    api.advanceClock(11 * MINUTE);
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
  });

  test('API processes sharing a database count against the same limit', async () => {
    const { email } = await api.verifiedUser('shared');
    const other = await buildApp({ config: api.config, db: api.db, now: api.now, logger: false });
    try {
      const loginOn = (app: typeof other, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/token',
          headers: { 'api-version': API_VERSION },
          payload: { email, password },
          remoteAddress: newAddress(),
        });
      expect((await loginOn(api.app, 'wrong-password')).statusCode).toBe(401);
      expect((await loginOn(other, 'wrong-password')).statusCode).toBe(401);
      expect((await loginOn(api.app, 'wrong-password')).statusCode).toBe(401);
      expect((await loginOn(other, PASSWORD)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  test('a successful sign-in clears the account counter', async () => {
    const { email } = await api.verifiedUser('clears');
    const from = newAddress();
    await login(email, 'wrong-password', from);
    await login(email, 'wrong-password', from);
    expectStatus(await login(email, PASSWORD, from), 200);
    await login(email, 'wrong-password', from);
    await login(email, 'wrong-password', from);
    expectStatus(await login(email, PASSWORD, from), 200);
  });

  test('failed sign-ins are limited per client address across accounts', async () => {
    const { email } = await api.verifiedUser('address');
    const from = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const guessed = await login(`guess-${attempt}@acme-corp.test`, 'guess', from);
      expect(guessed.statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, from)).statusCode).toBe(429);
    // Another address is not affected.
    expectStatus(await login(email, PASSWORD, newAddress()), 200);
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
