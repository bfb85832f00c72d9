import { screen, waitFor } from '@testing-library/react';
import { getToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { callsTo, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

beforeEach(() => {
  resetPlatform();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const TOKEN = { token_type: 'bearer', access_token: 'oidc-token', next_authorize_url: null };

const callback = (reply: StubReply, search = '?state=st-1&code=co-1&iss=http%3A%2F%2Fid.test') => {
  const stub = stubFetch(({ url }) =>
    url.pathname === '/api/auth/local/token' ? reply : undefined,
  );
  const view = renderRoutes('auth', routes, `/auth/local/callback${search}`);
  return { ...stub, ...view };
};

test('R1.06 the login page offers each configured provider, carrying the redirect', async () => {
  const { calls } = stubFetch(({ url }) =>
    url.pathname === '/api/auth/oauth-urls'
      ? {
          body: {
            providers: [
              { provider: 'local', display_name: 'Local ID', authorize_url: 'http://api.test/a' },
              { provider: 'corp', display_name: 'Corp SSO', authorize_url: 'http://api.test/b' },
            ],
          },
        }
      : undefined,
  );
  renderRoutes('auth', routes, '/auth/login?redirect=%2Fprojects');
  expect(await screen.findByRole('link', { name: 'Continue with Local ID' })).toHaveAttribute(
    'href',
    'http://api.test/a',
  );
  expect(screen.getByRole('link', { name: 'Continue with Corp SSO' })).toBeInTheDocument();
  const [call] = callsTo(calls, 'GET', '/api/auth/oauth-urls');
  expect(call?.url.searchParams.get('redirect')).toBe('/projects');
  expect(call?.headers.Authorization).toBeUndefined();
});

test('R2.08 R3.03 success stores the token and goes to / without a next URL', async () => {
  const { router, calls } = callback({ body: TOKEN });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(getToken()).toBe('oidc-token');
  expect(callsTo(calls, 'POST', '/api/auth/local/token')[0]?.body).toEqual({
    code: 'co-1',
    state: 'st-1',
    iss: 'http://id.test',
  });
});

test('R2.08 success goes to the server-supplied next_authorize_url', async () => {
  const { router } = callback({ body: { ...TOKEN, next_authorize_url: '/projects/42' } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/42'));
});

test('R2.07 error=access_denied shows access denied and goes to /auth/login, no call', async () => {
  const { router, calls } = callback({ body: TOKEN }, '?error=access_denied&state=st-1');
  expect(await screen.findByText('Access denied.')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(calls).toHaveLength(0);
  expect(getToken()).toBeNull();
});

test('another provider error shows the generic toast and returns to /auth/login', async () => {
  const { router, calls } = callback({ body: TOKEN }, '?error=temporarily_unavailable');
  expect(await screen.findByText('Sign-in failed.')).toBeInTheDocument();
  expect(screen.getByText('temporarily_unavailable')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(calls).toHaveLength(0);
});

test.each([['?state=st-1'], ['?state=&code=co-1'], ['']])(
  'R2.06 R5.03 callback %s without non-empty state and code is an error, no call',
  async (search) => {
    const { calls } = callback({ body: TOKEN }, search);
    // Told in words, not as the raw schema text (issue 11).
    expect(await screen.findByText(/This link is incomplete or damaged/)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid search parameters|Too small/)).toBeNull();
    expect(calls).toHaveLength(0);
  },
);

test('R8.04 a refused personal email toasts and returns to /auth/login', async () => {
  const { router } = callback({
    status: 401,
    body: {
      detail: 'Login with personal email addresses is not allowed',
      code: 'personal_email_refused',
    },
  });
  expect(
    await screen.findByText('Sign-in with a personal email address is not allowed.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
});

test('R8.03 R8.06 invalid code and other failures toast', async () => {
  callback({
    status: 401,
    body: { detail: 'Invalid authorization code', code: 'invalid_authorization_code' },
  });
  expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
});
