import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { callsTo, stubFetch } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { RESEND_COOLDOWN_SECONDS } from './components/resend-verification';

beforeEach(() => resetPlatform());
afterEach(() => jest.useRealTimers());

const VERIFIED = '/auth/email-verified?email=ada%40example.org&token=tok-1';

test('R2.05 email-verified posts the token once and offers a sign-in prefilled with the email', async () => {
  const { calls } = stubFetch(({ url }) =>
    url.pathname === '/api/auth/verify-email' ? { body: { message: 'Email verified' } } : undefined,
  );
  renderRoutes('auth', routes, VERIFIED);

  expect(
    await screen.findByRole('heading', { name: 'Your email is confirmed' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth/login?email=ada%40example.org',
  );
  const posts = callsTo(calls, 'POST', '/api/auth/verify-email');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({ token: 'tok-1' });
});

test('R2.05 a link opened again says the email is already confirmed and offers sign-in, no error', async () => {
  stubFetch(({ url }) =>
    url.pathname === '/api/auth/verify-email'
      ? { status: 409, body: { detail: 'This email address is already confirmed; sign in' } }
      : undefined,
  );
  renderRoutes('auth', routes, VERIFIED);

  expect(
    await screen.findByRole('heading', { name: 'Your email is already confirmed' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This link was used before. Sign in to continue.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth/login?email=ada%40example.org',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
});

test('R2.05 a failed verification explains why and offers to resend', async () => {
  const { calls } = stubFetch(({ url }) => {
    if (url.pathname === '/api/auth/verify-email') {
      return { status: 400, body: { detail: 'Verification token expired' } };
    }
    if (url.pathname === '/api/auth/resend-verification-email') {
      return { body: { message: 'Sent' } };
    }
    return undefined;
  });
  renderRoutes('auth', routes, VERIFIED);

  expect(
    await screen.findByRole('heading', { name: 'We could not confirm your email' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Verification token expired')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
  expect(
    await screen.findByText('A new verification email is on its way to ada@example.org.'),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'POST', '/api/auth/resend-verification-email')[0]?.body).toEqual({
    email: 'ada@example.org',
  });
});

test('R2.05 a link without token says so instead of calling the API', async () => {
  const { calls } = stubFetch(() => undefined);
  renderRoutes('auth', routes, '/auth/email-verified');
  expect(await screen.findByText('This verification link is incomplete.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  // No email in the link: the resend form asks for it.
  expect(screen.getByRole('textbox', { name: /Email/ })).toBeInTheDocument();
});

test('R2.05 the verification notice shows the email; resending waits for a cooldown', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const { calls } = stubFetch(() => ({ body: { message: 'Sent' } }));
  renderRoutes('auth', routes, '/auth/email-verification?email=ada%40example.org');

  expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
  const resend = screen.getByRole('button', { name: 'Send the email again' });
  await userEvent.click(resend);

  await waitFor(() => expect(resend).toBeDisabled());
  expect(
    screen.getByText(`You can send it again in ${RESEND_COOLDOWN_SECONDS} seconds.`),
  ).toBeInTheDocument();
  for (let second = 0; second < RESEND_COOLDOWN_SECONDS; second += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
  }
  await waitFor(() => expect(resend).toBeEnabled());
  expect(callsTo(calls, 'POST', '/api/auth/resend-verification-email')).toHaveLength(1);
});
