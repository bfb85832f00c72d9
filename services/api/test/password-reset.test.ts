import { databases } from './support/databases';
import { expectStatus, PASSWORD, startTestApi, type TestApi } from './support/test-api';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a-brand-new-passphrase';

describe.each(databases())('password reset on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const requestReset = (email: string, remoteAddress?: string) =>
    api.call('POST', '/api/auth/reset-password', { body: { email }, remoteAddress });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    api.call('POST', '/api/auth/reset-password/confirm', { body: { token, password } });

  /** The token of the newest reset link mailed to `email`. */
  async function resetToken(email: string): Promise<string> {
    const mail = (await api.outbox(email)).find((m) => m.subject.includes('Reset'));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  test('R2.04 the reset mail links to /auth/forgot-password with a token', async () => {
    const { email } = await api.verifiedUser('mail');
    expectStatus(await requestReset(email.toUpperCase()), 200);
    const [mail] = await api.outbox(email);
    expect(mail?.subject).toBe('Reset your Ontoloom password');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/forgot-password');
    expect(link.searchParams.get('token')).toMatch(/^olr_/);
    expect(mail?.html).toContain('/auth/forgot-password?token=');
  });

  test('the request answers the same for unknown and known addresses', async () => {
    const { email } = await api.verifiedUser('probe');
    const known = await requestReset(email);
    const unknown = await requestReset('nobody-here@acme-corp.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await api.outbox('nobody-here@acme-corp.test')).toHaveLength(0);
  });

  test('confirming sets the new password, revokes every session, and works once', async () => {
    const { email, token: session } = await api.verifiedUser('once');
    const other = await api.signIn(email);
    expectStatus(await requestReset(email), 200);
    const token = await resetToken(email);

    const done = await confirm(token);
    expectStatus(done, 200);
    expect(done.json()).toEqual({
      message:
        'Your password has been changed and your API key revoked. Sign in with the new password.',
    });
    for (const old of [session, other]) {
      expect((await api.call('GET', '/api/users/me', { token: old })).statusCode).toBe(401);
    }
    const oldPassword = await api.call('POST', '/api/auth/token', {
      body: { email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await api.signIn(email, NEW_PASSWORD)).toMatch(/^olt_/);

    const again = await confirm(token, 'yet-another-passphrase');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      detail: 'This password reset link has already been used',
      code: 'reset_link_used',
      request_id: expect.any(String),
    });
  });

  test('a reset also revokes the API key, and its mail says so', async () => {
    const user = await api.activeUser('key');
    const created = await api.call('PUT', '/api/users/me/api-key', { token: user.token });
    const key = created.json<{ api_key: string }>().api_key;
    expectStatus(await api.call('GET', '/api/users/me', { token: key }), 200);
    expectStatus(await requestReset(user.email), 200);
    const mail = (await api.outbox(user.email)).find((m) => m.subject.includes('Reset'));
    expect(mail?.text).toContain('signs you out everywhere and revokes your API key');
    expectStatus(await confirm(await resetToken(user.email)), 200);

    expect((await api.call('GET', '/api/users/me', { token: key })).statusCode).toBe(401);
    const me = await api.call('GET', '/api/users/me', {
      token: await api.signIn(user.email, NEW_PASSWORD),
    });
    expect(me.json()).toMatchObject({ masked_api_key: null, api_key_created_at: null });
  });

  test('a used link also voids the older links of the same account', async () => {
    const { email } = await api.verifiedUser('older');
    await requestReset(email);
    const first = await resetToken(email);
    await requestReset(email);
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    expectStatus(await confirm(second), 200);
    expect((await confirm(first)).statusCode).toBe(422);
  });

  test('an expired link is refused', async () => {
    const { email } = await api.verifiedUser('late');
    await requestReset(email);
    const token = await resetToken(email);
    api.advanceClock(61 * MINUTE);
    const late = await confirm(token);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      detail: 'This password reset link has expired; ask for a new one',
      code: 'reset_link_expired',
      request_id: expect.any(String),
    });
    expect(await api.signIn(email)).toMatch(/^olt_/);
  });

  test('unknown tokens and bad input are refused', async () => {
    const unknown = await confirm('olr_made-up');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: 'This password reset link is invalid',
      code: 'reset_link_invalid',
      request_id: expect.any(String),
    });
    const short = await api.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: 'olr_x', password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.password');
    const noEmail = await api.call('POST', '/api/auth/reset-password', { body: { email: 'x' } });
    expect(noEmail.statusCode).toBe(422);
  });

  test('a reset link also proves the address of an unverified account', async () => {
    const email = api.uniqueEmail('unverified');
    expectStatus(await api.register(email), 201);
    await requestReset(email);
    expectStatus(await confirm(await resetToken(email)), 200);
    expect(await api.signIn(email, NEW_PASSWORD)).toMatch(/^olt_/);
  });
});
