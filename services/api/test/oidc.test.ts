import { databases } from './support/databases';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from './support/oidc-provider';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

const PORT = 3981;
const WEB = 'http://localhost:3000';
const CALLBACK = `${WEB}/auth/local/callback`;

describe.each(databases())('OIDC sign-in on $name', (database) => {
  let api: TestApi;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider(PORT, [CALLBACK]);
    api = await startTestApi(database, {
      REFUSE_PERSONAL_EMAIL_LOGIN: 'true',
      OIDC_PROVIDERS: 'local,other',
      OIDC_LOCAL_ISSUER: provider.issuer,
      OIDC_LOCAL_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_LOCAL_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_LOCAL_DISPLAY_NAME: 'Local ID',
      // A second provider that is down (nothing listens on the discard port).
      OIDC_OTHER_ISSUER: 'http://127.0.0.1:9',
      OIDC_OTHER_CLIENT_ID: 'other',
      OIDC_OTHER_CLIENT_SECRET: 'other-secret',
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  /** Starts at oauth-urls like the login page, goes through the API hop and the provider. */
  async function signInFlow(login: string, redirect?: string) {
    const urls = await api.call('GET', '/api/auth/oauth-urls', {
      query: redirect ? { redirect } : {},
    });
    expectStatus(urls, 200);
    const local = urls
      .json<{ providers: { provider: string; authorize_url: string }[] }>()
      .providers.find((p) => p.provider === 'local');
    const hop = new URL(local?.authorize_url ?? '');
    const started = await api.call('GET', hop.pathname + hop.search);
    expect(started.statusCode).toBe(303);
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const back = await signInAtProvider(String(started.headers.location), CALLBACK, login);
    return { back, cookie };
  }

  const exchange = (back: URL, cookie: string, provider = 'local') =>
    api.call('POST', `/api/auth/${provider}/token`, {
      body: {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss') ?? undefined,
      },
      headers: cookie ? { cookie } : {},
    });

  test('R1.06 oauth-urls lists every configured provider', async () => {
    const response = await api.call('GET', '/api/auth/oauth-urls', {
      query: { redirect: '/projects?x=1' },
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      providers: [
        {
          provider: 'local',
          display_name: 'Local ID',
          authorize_url: 'http://localhost/api/auth/local/authorize?redirect=%2Fprojects%3Fx%3D1',
        },
        {
          provider: 'other',
          display_name: 'Other',
          authorize_url: 'http://localhost/api/auth/other/authorize?redirect=%2Fprojects%3Fx%3D1',
        },
      ],
    });
  });

  test('R1.06 R3.03 code + PKCE + state against the real provider creates a verified user', async () => {
    const { back, cookie } = await signInFlow('marie.curie@radium-lab.test', '/projects');
    expect(back.searchParams.get('code')).toBeTruthy();
    const response = await exchange(back, cookie);
    expectStatus(response, 200);
    const token = response.json<{ access_token: string; next_authorize_url: string | null }>();
    expect(token).toMatchObject({ token_type: 'bearer', next_authorize_url: '/projects' });
    const me = await api.call('GET', '/api/users/me', { token: token.access_token });
    expect(me.json()).toMatchObject({
      email: 'marie.curie@radium-lab.test',
      first_name: 'Marie',
      last_name: 'Curie',
      status: 'pending_onboarding_info',
      is_organizational_email: true,
    });

    // The same code and state cannot be used twice.
    expect((await exchange(back, cookie)).statusCode).toBe(422);

    // Signing in again finds the same account through the linked identity.
    const again = await signInFlow('marie.curie@radium-lab.test');
    const second = await exchange(again.back, again.cookie);
    expectStatus(second, 200);
    expect(second.json<{ next_authorize_url: unknown }>().next_authorize_url).toBeNull();
    const meAgain = await api.call('GET', '/api/users/me', {
      token: second.json<{ access_token: string }>().access_token,
    });
    expect(meAgain.json<{ id: string }>().id).toBe(me.json<{ id: string }>().id);
  });

  test('an existing password account with the verified email is reused', async () => {
    const user = await api.verifiedUser('linked');
    const { back, cookie } = await signInFlow(user.email);
    const response = await exchange(back, cookie);
    expectStatus(response, 200);
    const me = await api.call('GET', '/api/users/me', {
      token: response.json<{ access_token: string }>().access_token,
    });
    expect(me.json<{ id: string }>().id).toBe(user.id);
  });

  test('without the binding cookie of the browser that started, the state is refused', async () => {
    const { back } = await signInFlow('ada.byron@engines.test');
    const response = await exchange(back, 'ontoloom_oidc=someone-else');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'This sign-in attempt is unknown or has expired; start again',
      code: 'sign_in_attempt_expired',
      request_id: expect.any(String),
    });
  });

  test('an expired state is refused', async () => {
    const { back, cookie } = await signInFlow('late.comer@engines.test');
    api.advanceClock(11 * 60_000);
    expect((await exchange(back, cookie)).statusCode).toBe(422);
  });

  test('a forged code is a 401 "Invalid…"', async () => {
    const { back, cookie } = await signInFlow('forger.one@engines.test');
    back.searchParams.set('code', 'forged-code');
    const response = await exchange(back, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Invalid authorization code',
      code: 'invalid_authorization_code',
      request_id: expect.any(String),
    });
  });

  test('R8.04 a personal email is refused with "Login with personal…" and no account', async () => {
    const { back, cookie } = await signInFlow('someone@gmail.com');
    const response = await exchange(back, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ detail: string }>().detail).toMatch(/^Login with personal/);
    const admin = await api.adminToken();
    const users = await api.call('GET', '/api/users', {
      token: admin,
      query: { search: 'someone@gmail.com' },
    });
    expect(users.json()).toEqual([]);
  });

  test('R2.07 cancelling at the provider comes back with error=access_denied', async () => {
    const started = await api.call('GET', '/api/auth/local/authorize');
    const back = await signInAtProvider(String(started.headers.location), CALLBACK, 'x', 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  test('a provider that is down sends the browser back to the callback page with an error', async () => {
    const started = await api.call('GET', '/api/auth/other/authorize');
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe(
      `${WEB}/auth/other/callback?error=temporarily_unavailable`,
    );
  });

  test('unknown providers and bad bodies are refused', async () => {
    const unknown = await api.call('POST', '/api/auth/nowhere/token', {
      body: { code: 'c', state: 's' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: 'Identity provider not found',
      code: 'identity_provider_not_found',
      request_id: expect.any(String),
    });
    const empty = await api.call('POST', '/api/auth/local/token', {
      body: { code: '', state: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect((await api.call('GET', '/api/auth/nowhere/authorize')).statusCode).toBe(404);
  });
});

describe.each(databases())('OIDC not configured on $name', (database) => {
  test('oauth-urls is empty', async () => {
    const api = await startTestApi(database);
    try {
      const response = await api.call('GET', '/api/auth/oauth-urls');
      expect(response.json()).toEqual({ providers: [] });
    } finally {
      await api.close();
    }
  });
});
