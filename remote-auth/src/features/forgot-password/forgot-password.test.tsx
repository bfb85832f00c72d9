import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { callsTo, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

beforeEach(() => {
  resetPlatform();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const REQUESTED = {
  message: 'If an account exists for this email, a link to reset the password has been sent.',
};

test('R2.04 the login page links to /auth/forgot-password', async () => {
  stubFetch(() => undefined);
  const { router } = renderRoutes('auth', routes, '/auth/login');
  await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
});

test('R2.04 without a token the page asks for the email and confirms neutrally', async () => {
  const { calls } = stubFetch(({ url }) =>
    url.pathname === '/api/auth/reset-password' ? { body: REQUESTED } : undefined,
  );
  renderRoutes('auth', routes, '/auth/forgot-password');
  const email = await screen.findByRole('textbox', { name: /Email/ });
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await userEvent.type(email, 'ada@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(
    await screen.findByText(
      'If an account exists for ada@example.org, a link to reset the password is on its way.',
    ),
  ).toBeInTheDocument();
  const [call] = callsTo(calls, 'POST', '/api/auth/reset-password');
  expect(call?.body).toEqual({ email: 'ada@example.org' });
  // R7.01: an auth endpoint, sent without a bearer.
  expect(call?.headers.Authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/auth/login?email=ada%40example.org',
  );
});

test('a 429 on the request shows the too-many toast', async () => {
  stubFetch(() => ({ status: 429, body: { detail: 'Too many password reset requests' } }));
  renderRoutes('auth', routes, '/auth/forgot-password');
  await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
});

const setNewPassword = async (reply: StubReply, confirmation = 'a new passphrase') => {
  const stub = stubFetch(({ url }) =>
    url.pathname === '/api/auth/reset-password/confirm' ? reply : undefined,
  );
  renderRoutes('auth', routes, '/auth/forgot-password?token=olr_abc');
  await userEvent.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  return stub;
};

test('R2.04 with a token the page sets the new password and offers sign-in', async () => {
  const { calls } = await setNewPassword({ body: { message: 'changed' } });
  expect(
    await screen.findByRole('heading', { name: 'Your password is changed' }),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'POST', '/api/auth/reset-password/confirm')[0]?.body).toEqual({
    token: 'olr_abc',
    password: 'a new passphrase',
  });
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  expect(screen.getByText(/Your API key was revoked/)).toBeInTheDocument();
});

test('R2.04 the reset screen says a new password ends every session and revokes the API key', async () => {
  stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/forgot-password?token=olr_abc');
  expect(
    await screen.findByText(
      'Setting a new password signs you out on every device and revokes your API key.',
    ),
  ).toBeInTheDocument();
});

test('mismatched passwords are caught before any call', async () => {
  const { calls } = await setNewPassword({ body: {} }, 'something else');
  expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a used or expired link shows the reason and a way to ask again', async () => {
  await setNewPassword({
    status: 422,
    body: { detail: 'This password reset link has already been used' },
  });
  expect(
    await screen.findByText('This password reset link has already been used'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});
