import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, UserStatus } from '@ontoloom/contract';
import { getToken, setToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { callsTo, stubFetch } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const user = (status: UserStatus): CurrentUser => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'ada@example.org',
  is_organizational_email: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Analytical',
  status,
  onboarding_info: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
});

beforeEach(() => resetPlatform());

test('R2.09 onboarding without a session goes to login with the redirect param', async () => {
  stubFetch(() => undefined);
  const { router } = renderRoutes('auth', routes, '/auth/onboarding');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(router.state.location.search).toBe('?redirect=%2Fauth%2Fonboarding');
});

test('R3.02 pending_onboarding_info: the form sends role and goal, then the review screen shows', async () => {
  setToken('token-1');
  let current = user('pending_onboarding_info');
  const { calls } = stubFetch(({ method, body }) => {
    if (method === 'PATCH') {
      current = { ...user('pending_admin_review'), onboarding_info: body as never };
    }
    return { body: current };
  });
  renderRoutes('auth', routes, '/auth/onboarding');

  expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  await userEvent.type(
    screen.getByRole('textbox', { name: /Your role in your organization/ }),
    'Analyst',
  );
  await userEvent.type(screen.getByRole('textbox', { name: /What do you want/ }), 'Map my data');
  await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

  expect(
    await screen.findByRole('heading', { name: 'Your account is being reviewed' }),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', '/api/users/me/onboarding')[0]?.body).toEqual({
    role_in_organization: 'Analyst',
    goal: 'Map my data',
  });
});

test('R2.11 pending_admin_review: the review notice with a sign-out that ends the session', async () => {
  setToken('token-1');
  const { calls } = stubFetch(({ url }) =>
    url.pathname === '/api/auth/logout' ? { status: 204 } : { body: user('pending_admin_review') },
  );
  const { router } = renderRoutes('auth', routes, '/auth/onboarding');

  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  // The server revoked the token before this browser forgot it.
  expect(callsTo(calls, 'POST', '/api/auth/logout')[0]?.headers.Authorization).toBe(
    'Bearer token-1',
  );
  expect(getToken()).toBeNull();
});

test('R2.11 refused: the refusal is explained', async () => {
  setToken('token-1');
  stubFetch(() => ({ body: user('refused') }));
  renderRoutes('auth', routes, '/auth/onboarding');
  expect(
    await screen.findByRole('heading', { name: 'Your account was not approved' }),
  ).toBeInTheDocument();
});

test('R2.11 active: a way to the projects', async () => {
  setToken('token-1');
  stubFetch(() => ({ body: user('active') }));
  renderRoutes('auth', routes, '/auth/onboarding');
  expect(await screen.findByRole('link', { name: 'Go to my projects' })).toHaveAttribute(
    'href',
    '/projects',
  );
});

test('R2.12 the inactive page explains the deactivation and offers sign-out', async () => {
  setToken('token-1');
  stubFetch(() => ({ body: user('inactive') }));
  renderRoutes('auth', routes, '/auth/inactive');
  expect(
    await screen.findByRole('heading', { name: 'Your account is deactivated' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
});
