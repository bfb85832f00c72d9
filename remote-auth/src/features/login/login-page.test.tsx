import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { callsTo, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const TOKEN = { token_type: 'bearer', access_token: 'secret-token', next_authorize_url: null };

beforeEach(() => {
  resetPlatform();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Opens the login page, signs in as ada@example.org, answering the token call with `reply`. */
const signIn = async (reply: StubReply, entry = '/auth/login?email=ada%40example.org') => {
  const stub = stubFetch(({ url }) => (url.pathname === '/api/auth/token' ? reply : undefined));
  const view = renderRoutes('auth', routes, entry);
  await userEvent.type(await screen.findByLabelText(/Password/), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return { ...stub, ...view };
};

test('R2.02 the email param prefills the form; success stores the token and keeps the redirect', async () => {
  const { router, calls } = await signIn(
    { body: TOKEN },
    '/auth/login?email=ada%40example.org&redirect=%2Fprojects%2Fabc%3Fsearch%3Dx',
  );

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(router.state.location.search).toBe('?redirect=%2Fprojects%2Fabc%3Fsearch%3Dx');
  expect(getToken()).toBe('secret-token');
  const [call] = callsTo(calls, 'POST', '/api/auth/token');
  expect(call?.body).toEqual({ email: 'ada@example.org', password: 'correct horse' });
  // R7.01: the token endpoint is exempt from the bearer header.
  expect(call?.headers.Authorization).toBeUndefined();
});

test('R2.02 without a redirect param, sign-in goes to the root (which routes by status)', async () => {
  const { router } = await signIn({ body: TOKEN });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(router.state.location.search).toBe('');
});

test('R2.02 a redirect to another site is not followed', async () => {
  const { router } = await signIn(
    { body: TOKEN },
    '/auth/login?email=ada%40example.org&redirect=%2F%2Fevil.example',
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(router.state.location.search).toBe('');
});

test('R8.03 401 "Invalid…" shows the invalid-credentials toast', async () => {
  await signIn({
    status: 401,
    body: { detail: 'Invalid email or password', code: 'invalid_credentials' },
  });
  expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('R8.04 401 "Login with personal…" shows the personal-email toast', async () => {
  await signIn({
    status: 401,
    body: { detail: 'Login with personal email is not allowed', code: 'personal_email_refused' },
  });
  expect(
    await screen.findByText('Sign-in with a personal email address is not allowed.'),
  ).toBeInTheDocument();
});

test('R8.05 429 with credits info shows used, quota and period end', async () => {
  await signIn({
    status: 429,
    body: {
      detail: 'Credit quota exceeded',
      code: 'quota_exceeded',
      credits_usage: {
        credits_quota: 1000,
        credits_used: 1000.2,
        period_start: '2025-03-01T00:00:00.000Z',
        period_end: '2025-03-31T12:00:00.000Z',
        quota_exceeded: true,
      },
    },
  });
  expect(await screen.findByText('Your credit quota is used up.')).toBeInTheDocument();
  // R9.03: credits rounded up, no decimals.
  expect(
    screen.getByText('You have used 1,001 of 1,000 credits. The quota renews on March 31, 2025.'),
  ).toBeInTheDocument();
});

test('R8.05 any other 429 shows the generic quota toast', async () => {
  await signIn({ status: 429, body: { detail: 'Too many login attempts', code: 'rate_limited' } });
  expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
});

test('R8.06 other errors show a generic toast with the detail', async () => {
  await signIn({ status: 400, body: { detail: 'Account locked' } });
  expect(await screen.findByText('Sign-in failed.')).toBeInTheDocument();
  expect(screen.getByText('Account locked')).toBeInTheDocument();
});

test('R8.06 412 shows no toast: it goes to the error view (R8.07)', async () => {
  await signIn({
    status: 412,
    body: { detail: 'Unsupported Api-Version 3.0.0', code: 'api_version_unsupported' },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This version of the application is no longer compatible with the server.',
  );
  expect(screen.queryByText('Sign-in failed.')).not.toBeInTheDocument();
});

test('403 "Email address not verified" goes to the verification notice with the email', async () => {
  const { router } = await signIn({
    status: 403,
    body: { detail: 'Email address not verified', code: 'email_not_verified' },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-verification'));
  expect(router.state.location.search).toBe('?email=ada%40example.org');
  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
});

test('fields are labelled and errors are tied to them; links lead to sign-up and reset', async () => {
  const { calls } = stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

  const email = screen.getByRole('textbox', { name: /Email/ });
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleErrorMessage('Enter a valid email address.');
  expect(screen.getByLabelText(/Password/)).toHaveAccessibleErrorMessage('Enter your password.');
  // Only the identity providers are asked for; nothing is sent.
  expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth/sign-up',
  );
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});
