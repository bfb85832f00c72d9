import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, User } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { SEARCH_DEBOUNCE_MS } from './components/users-filters';
import { callsTo, stubFetch, type StubHandler } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const ADMIN: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'admin@ontoloom.local',
  is_organizational_email: true,
  first_name: 'Root',
  last_name: 'Admin',
  organization_name: 'Ontoloom',
  status: 'active',
  onboarding_info: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_super_admin: true,
  masked_api_key: null,
  api_key_created_at: null,
};
const ADA: User = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'ada@gmail.com',
  is_organizational_email: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Analytical',
  status: 'pending_admin_review',
  onboarding_info: { role_in_organization: 'Analyst', goal: 'Map engines' },
  created_at: '2025-02-03T10:00:00.000Z',
};
const ADA_PATH = `/api/users/${ADA.id}`;

/** The API as a super admin sees it, with `extra` answering anything else. */
const api =
  (me: CurrentUser, extra: StubHandler = () => undefined): StubHandler =>
  (request) => {
    if (request.url.pathname === '/api/users/me') return { body: me };
    if (request.url.pathname === '/api/users') return { body: [ADA] };
    return extra(request);
  };

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('R2.26 /settings/users lists email, name, organization, status, created', async () => {
  stubFetch(api(ADMIN));
  const { router } = renderRoutes('settings', routes, '/settings/users', 'Settings');

  const table = await screen.findByRole('table', { name: 'Users' });
  expect(router.state.location.pathname).toBe('/settings/users');
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('ada@gmail.com');
  expect(row).toHaveTextContent('Ada Lovelace');
  expect(row).toHaveTextContent('Analytical');
  expect(row).toHaveTextContent('Awaiting review');
  expect(row).toHaveTextContent('Feb 3, 2025');
  expect(within(row as HTMLElement).getByRole('link', { name: 'ada@gmail.com' })).toHaveAttribute(
    'href',
    `/settings/users/${ADA.id}`,
  );
});

test('R2.26 search and status filters live in the URL and reach the API', async () => {
  const { calls } = stubFetch(api(ADMIN));
  const { router } = renderRoutes('settings', routes, '/settings/users?status=active');

  const status = await screen.findByRole('combobox', { name: 'Status' });
  expect(status).toHaveValue('active');
  await userEvent.selectOptions(status, 'pending_admin_review');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');

  await waitFor(() =>
    expect(router.state.location.search).toBe('?status=pending_admin_review&search=ada'),
  );
  await waitFor(() => {
    const last = callsTo(calls, 'GET', '/api/users').at(-1);
    expect(last?.url.searchParams.get('search')).toBe('ada');
    expect(last?.url.searchParams.get('status')).toBe('pending_admin_review');
  });
});

test('R2.26 following a user link just after typing a search opens the user, not the search', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let releaseUser: (reply: { body: User }) => void = () => undefined;
    stubFetch(
      api(ADMIN, ({ url }) =>
        url.pathname === ADA_PATH
          ? new Promise<{ body: User }>((resolve) => (releaseUser = resolve))
          : undefined,
      ),
    );
    const { router } = renderRoutes('settings', routes, '/settings/users');
    const link = await screen.findByRole('link', { name: 'ada@gmail.com' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
    await user.click(link);
    await waitFor(() =>
      expect(router.state.navigation.location?.pathname).toBe(`/settings/users/${ADA.id}`),
    );
    // The search debounce runs out while the user's page is still loading: it must not win.
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    releaseUser({ body: ADA });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/users/${ADA.id}`));
    expect(router.state.location.search).toBe('');
  } finally {
    jest.useRealTimers();
  }
});

test('R2.26 the sort select writes the URL and reaches the API', async () => {
  const { calls } = stubFetch(api(ADMIN));
  const { router } = renderRoutes('settings', routes, '/settings/users');
  const sort = await screen.findByRole('combobox', { name: 'Sort by' });
  expect(sort).toHaveValue('-created_at');
  await userEvent.selectOptions(sort, 'organization_name');
  await waitFor(() => expect(router.state.location.search).toBe('?sort=organization_name'));
  await waitFor(() =>
    expect(callsTo(calls, 'GET', '/api/users').at(-1)?.url.searchParams.get('sort')).toBe(
      'organization_name',
    ),
  );
  // An unknown sort in the URL falls back to the default order.
  await router.navigate('/settings/users?sort=password');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-created_at'),
  );
});

test('R4.01 the buttons come from the one transition table: inactive offers reactivate only', async () => {
  const inactive = { ...ADA, status: 'inactive' as const };
  stubFetch(api(ADMIN, ({ url }) => (url.pathname === ADA_PATH ? { body: inactive } : undefined)));
  renderRoutes('settings', routes, `/settings/users/${ADA.id}`);
  const actions = within(await screen.findByRole('region', { name: 'Account status' }));
  expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Reactivate',
  ]);
});

test('R6.01 a user who is not super admin gets a forbidden view and no user list call', async () => {
  const { calls } = stubFetch(api({ ...ADMIN, is_super_admin: false }));
  renderRoutes('settings', routes, '/settings/users');

  expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  expect(callsTo(calls, 'GET', '/api/users')).toHaveLength(0);
});

test('R3.01 R2.27 the detail page shows every field; breadcrumbs end with the name', async () => {
  stubFetch(api(ADMIN, ({ url }) => (url.pathname === ADA_PATH ? { body: ADA } : undefined)));
  renderRoutes('settings', routes, `/settings/users/${ADA.id}`, 'Settings');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
  ).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Settings', 'Users', 'Ada Lovelace']);
  for (const text of [
    'ada@gmail.com',
    'Personal',
    'Ada',
    'Lovelace',
    'Analytical',
    'Awaiting review',
    'Analyst',
    'Map engines',
    'Feb 3, 2025',
  ]) {
    expect(screen.getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
  }
  expect(screen.getByText('Email type')).toBeInTheDocument();
});

test('R4.01 approving confirms, sends the status as a query param, toasts and refreshes', async () => {
  let current = ADA;
  const { calls } = stubFetch(
    api(ADMIN, ({ url, method }) => {
      if (method === 'PATCH' && url.pathname === `/api/users/status/${ADA.id}`) {
        current = { ...current, status: url.searchParams.get('status') as User['status'] };
        return { body: current };
      }
      return url.pathname === ADA_PATH ? { body: current } : undefined;
    }),
  );
  renderRoutes('settings', routes, `/settings/users/${ADA.id}`);

  const actions = within(await screen.findByRole('region', { name: 'Account status' }));
  expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Approve',
    'Refuse',
    'Deactivate',
  ]);
  await userEvent.click(actions.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Approve Ada Lovelace?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Ada Lovelace approved')).toBeInTheDocument();
  const [patch] = callsTo(calls, 'PATCH', `/api/users/status/${ADA.id}`);
  expect(patch?.url.searchParams.get('status')).toBe('active');
  expect(patch?.body).toBeUndefined();
  await waitFor(() =>
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Deactivate',
    ]),
  );
  expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
});

test('R2.26 an unknown user gets the detail page’s own not-found view', async () => {
  stubFetch(
    api(ADMIN, ({ url }) =>
      url.pathname === ADA_PATH
        ? { status: 404, body: { detail: 'User not found', code: 'user_not_found' } }
        : undefined,
    ),
  );
  renderRoutes('settings', routes, `/settings/users/${ADA.id}`, 'Settings');

  expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
  // The boundary is the detail route's: the Settings › Users trail still shows above it.
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Settings', 'Users']);
});

test('R2.26 a malformed user id shows the not-found view without calling the API', async () => {
  const { calls } = stubFetch(api(ADMIN));
  renderRoutes('settings', routes, '/settings/users/not-a-user');

  expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
  expect(calls.filter((call) => call.url.pathname.startsWith('/api/users/not'))).toHaveLength(0);
});
