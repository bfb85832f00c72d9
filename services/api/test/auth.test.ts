import { databases } from './support/databases';
import { expectStatus, PASSWORD, startTestApi, type TestApi } from './support/test-api';

const HOUR = 3_600_000;

describe.each(databases())('auth on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  test('registration mails a verification link to the web app through the outbox', async () => {
    const email = api.uniqueEmail('mail');
    expectStatus(await api.register(email), 201);
    const [mail, ...older] = await api.outbox(email);
    expect(older).toHaveLength(0);
    expect(mail).toMatchObject({ to: email, subject: 'Verify your Ontoloom email address' });
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/email-verified');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^olv_/);
    expect(mail?.html).toContain('/auth/email-verified?');
  });

  test('emails are stored lower-cased and classified organizational or personal', async () => {
    const admin = await api.adminToken();
    expectStatus(await api.register('Mixed.Case@Gmail.com'), 201);
    expectStatus(await api.register('someone@hotmail.co.uk'), 201);
    expectStatus(await api.register('ceo@live-events.example'), 201);
    const users = (await api.call('GET', '/api/users', { token: admin })).json<
      { email: string; is_organizational_email: boolean }[]
    >();
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u.is_organizational_email]));
    expect(byEmail['mixed.case@gmail.com']).toBe(false);
    expect(byEmail['someone@hotmail.co.uk']).toBe(false);
    expect(byEmail['ceo@live-events.example']).toBe(true);
  });

  test('sign-up answers the same for a taken address; its owner gets a mail, the account is unchanged', async () => {
    const { email } = await api.verifiedUser('dup');
    const fresh = await api.register(api.uniqueEmail('fresh'));
    const again = await api.register(email.toUpperCase(), { first_name: 'Mallory' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(fresh.json());

    const [mail] = await api.outbox(email);
    expect(mail?.subject).toBe('You already have an Ontoloom account');
    expect(mail?.text).toContain(
      `http://localhost:3000/auth/login?email=${encodeURIComponent(email)}`,
    );
    expect(mail?.text).toContain('http://localhost:3000/auth/forgot-password');
    // The stranger's password and names were not taken.
    expect(await api.signIn(email)).toMatch(/^olt_/);
    const wrong = await api.call('POST', '/api/auth/token', {
      body: { email, password: 'a different password' },
    });
    expect(wrong.statusCode).toBe(401);
    const admin = await api.adminToken();
    const users = (await api.call('GET', '/api/users', { token: admin })).json<
      { email: string; first_name: string }[]
    >();
    expect(users.filter((u) => u.email === email)).toEqual([
      expect.objectContaining({ first_name: 'Ada' }),
    ]);
  });

  test('repeated sign-ups with a taken address mail its owner at most three times a window', async () => {
    const { email } = await api.verifiedUser('flood');
    for (let attempt = 0; attempt < 5; attempt++) expectStatus(await api.register(email), 201);
    const mails = (await api.outbox(email)).filter((m) => m.subject.includes('already have'));
    expect(mails).toHaveLength(3);
  });

  test('bad sign-up input is a 422 naming each field', async () => {
    const response = await api.call('POST', '/api/auth/register', {
      body: { email: 'not-an-email', password: 'short', first_name: ' ', last_name: 'L' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ detail: string; errors: { path: string; message: string }[] }>();
    expect(body.errors.map((error) => error.path).sort()).toEqual([
      'body.email',
      'body.first_name',
      'body.organization_name',
      'body.password',
    ]);
    expect(body.detail).toContain('body.email: Invalid email address');
    expect(body.detail).toContain('body.password: ');
  });

  test('R2.05 a verification link opened again answers 409 "already confirmed; sign in"', async () => {
    const email = api.uniqueEmail('once');
    await api.register(email);
    const older = await api.verificationToken(email);
    expectStatus(
      await api.call('POST', '/api/auth/resend-verification-email', { body: { email } }),
      200,
    );
    const token = await api.verificationToken(email);
    expectStatus(await api.call('POST', '/api/auth/verify-email', { body: { token } }), 200);
    for (const again of [token, older]) {
      const reused = await api.call('POST', '/api/auth/verify-email', { body: { token: again } });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        detail: 'This email address is already confirmed; sign in',
        code: 'email_already_verified',
        request_id: expect.any(String),
      });
    }
    // Even once the link has expired, the answer is about the address, not the link.
    api.advanceClock(49 * HOUR);
    const late = await api.call('POST', '/api/auth/verify-email', { body: { token } });
    expect(late.statusCode).toBe(409);
  });

  test('an expired verification token is refused; a resent one works', async () => {
    const email = api.uniqueEmail('late');
    await api.register(email);
    const token = await api.verificationToken(email);
    api.advanceClock(49 * HOUR);
    const expired = await api.call('POST', '/api/auth/verify-email', { body: { token } });
    expect(expired.statusCode).toBe(422);
    expect(expired.json<{ detail: string }>().detail).toMatch(/expired/);

    const resent = await api.call('POST', '/api/auth/resend-verification-email', {
      body: { email },
    });
    expectStatus(resent, 200);
    expect(await api.outbox(email)).toHaveLength(2);
    const fresh = await api.verificationToken(email);
    expect(fresh).not.toBe(token);
    expectStatus(await api.call('POST', '/api/auth/verify-email', { body: { token: fresh } }), 200);
    expect(await api.signIn(email)).toMatch(/^olt_/);
  });

  test('an unknown verification token is refused', async () => {
    const response = await api.call('POST', '/api/auth/verify-email', {
      body: { token: 'olv_made-up' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'This verification link is invalid',
      code: 'verification_link_invalid',
      request_id: expect.any(String),
    });
  });

  test('resending never reveals whether an account exists', async () => {
    const verified = await api.verifiedUser('known');
    const unknown = await api.call('POST', '/api/auth/resend-verification-email', {
      body: { email: 'nobody@acme-corp.test' },
    });
    const known = await api.call('POST', '/api/auth/resend-verification-email', {
      body: { email: verified.email },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await api.outbox('nobody@acme-corp.test')).toHaveLength(0);
    // Already verified: nothing new is sent.
    expect(await api.outbox(verified.email)).toHaveLength(1);
  });

  test('token: wrong password and unknown email get the same 401', async () => {
    const { email } = await api.verifiedUser('signin');
    const wrong = await api.call('POST', '/api/auth/token', {
      body: { email, password: `${PASSWORD}x` },
    });
    const unknown = await api.call('POST', '/api/auth/token', {
      body: { email: 'ghost@acme-corp.test', password: PASSWORD },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Invalid email or password',
        code: 'invalid_credentials',
        request_id: expect.any(String),
      });
    }
  });

  test('R3.03 token answers a bearer token with a null next_authorize_url', async () => {
    const { email } = await api.verifiedUser('token');
    const response = await api.call('POST', '/api/auth/token', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      token_type: 'bearer',
      access_token: expect.stringMatching(/^olt_[A-Za-z0-9_-]{43}$/),
      next_authorize_url: null,
    });
  });

  test('access tokens expire after TOKEN_TTL_HOURS', async () => {
    const { token } = await api.verifiedUser('expiry');
    expectStatus(await api.call('GET', '/api/users/me', { token }), 200);
    api.advanceClock(25 * HOUR);
    const expired = await api.call('GET', '/api/users/me', { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      detail: 'Not authenticated',
      code: 'not_authenticated',
      request_id: expect.any(String),
    });
  });
});
