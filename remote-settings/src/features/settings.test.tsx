import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@ontoloom/contract';
import { getToken, setToken } from '@ontoloom/platform';
import { routes } from '../routes';
import { callsTo, stubFetch, type StubHandler } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const ME: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'grace@navy.example',
  is_organizational_email: true,
  first_name: 'Grace',
  last_name: 'Hopper',
  organization_name: 'Navy',
  status: 'active',
  onboarding_info: { role_in_organization: 'Lead', goal: 'Compilers' },
  created_at: '2025-01-02T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
};

/** `/api/users/me` answers `me` (GET) and applies patches (PATCH); `extra` answers the rest. */
const api = (extra: StubHandler = () => undefined): StubHandler => {
  let me = ME;
  return (request) => {
    if (request.url.pathname === '/api/users/me') {
      if (request.method === 'PATCH') me = { ...me, ...(request.body as Partial<CurrentUser>) };
      return { body: me };
    }
    return extra(request);
  };
};

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('R2.25 /settings goes to /settings/profile and keeps goBack; Back leads there', async () => {
  stubFetch(api());
  const { router } = renderRoutes('settings', routes, '/settings?goBack=%2Fprojects%2F42');
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/settings/profile');
  expect(router.state.location.search).toBe('?goBack=%2Fprojects%2F42');
  const nav = within(screen.getByRole('navigation', { name: 'Settings sections' }));
  expect(nav.getByRole('link', { name: 'API key' })).toHaveAttribute(
    'href',
    '/settings/api-keys?goBack=%2Fprojects%2F42',
  );
  // Not a super admin: no users section.
  expect(nav.queryByRole('link', { name: 'Users' })).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: '← Back' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/42'));
});

test('R2.25 a goBack to another site is ignored', async () => {
  stubFetch(api());
  const { router } = renderRoutes('settings', routes, '/settings?goBack=%2F%2Fevil.example');
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(screen.queryByRole('link', { name: '← Back' })).toBeNull();
});

test('R2.26 the profile (tab title Profile) shows the account and saves edited names and organization', async () => {
  const { calls } = stubFetch(api());
  renderRoutes('settings', routes, '/settings/profile');
  expect(await screen.findByText('grace@navy.example')).toBeInTheDocument();
  expect(document.title).toBe('Profile — Ontoloom');
  expect(screen.getByText('Organizational')).toBeInTheDocument();
  expect(screen.getByText(/^Jan 2, 2025, /)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const first = screen.getByRole('textbox', { name: /First name/ });
  await userEvent.clear(first);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', '/api/users/me')).toHaveLength(0);

  // Pasted, not typed: a re-render per keystroke would only make the test slow.
  await userEvent.click(first);
  await userEvent.paste('Amazing Grace');
  const organization = screen.getByRole('textbox', { name: /Organization/ });
  await userEvent.clear(organization);
  await userEvent.paste('US Navy');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', '/api/users/me')[0]?.body).toEqual({
    first_name: 'Amazing Grace',
    last_name: 'Hopper',
    organization_name: 'US Navy',
  });
  expect(await screen.findByText('Amazing Grace')).toBeInTheDocument();
  expect(screen.getByText('US Navy')).toBeInTheDocument();
});

test('R2.26 a pasted tab or control character in a name is refused before saving (issue 10)', async () => {
  const { calls } = stubFetch(api());
  renderRoutes('settings', routes, '/settings/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const last = screen.getByRole('textbox', { name: /Last name/ });
  await userEvent.clear(last);
  await userEvent.click(last);
  await userEvent.paste('Murray\tHopper');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('Use one line of text, without tabs or control characters.'),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', '/api/users/me')).toHaveLength(0);
});

test('sign out everywhere asks first, then revokes every session and signs out here', async () => {
  const { calls } = stubFetch(
    api(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/logout-all' ? { status: 204 } : undefined,
    ),
  );
  const { router } = renderRoutes('settings', routes, '/settings/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
  expect(within(dialog).getByText(/Your API key keeps working/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(callsTo(calls, 'POST', '/api/auth/logout-all')).toHaveLength(0);
  expect(getToken()).toBe('token-1');

  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const again = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(callsTo(calls, 'POST', '/api/auth/logout-all')[0]?.headers.Authorization).toBe(
    'Bearer token-1',
  );
  expect(getToken()).toBeNull();
});

test('a failed sign-out everywhere is shown and keeps the user signed in', async () => {
  stubFetch(
    api(({ url }) =>
      url.pathname === '/api/auth/logout-all'
        ? { status: 503, body: { detail: 'Service unavailable' } }
        : undefined,
    ),
  );
  const { router } = renderRoutes('settings', routes, '/settings/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('The sessions could not be ended')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/settings/profile');
  expect(getToken()).toBe('token-1');
});

test('R1.05 the API key is shown once with copy, then masked with its date; rotation confirms', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const issued = ['olk_first-key-aaaa1111', 'olk_second-key-bbbb2222'];
  const { calls } = stubFetch(
    api(({ method, url }) => {
      if (method !== 'PUT' || url.pathname !== '/api/users/me/api-key') return undefined;
      const key = issued.shift() ?? '';
      return {
        body: {
          api_key: key,
          masked_api_key: `olk_…${key.slice(-4)}`,
          api_key_created_at: '2025-05-06T07:08:00.000Z',
        },
      };
    }),
  );
  renderRoutes('settings', routes, '/settings/api-keys');
  expect(await screen.findByText('You have no API key yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create an API key' }));

  expect(await screen.findByText('olk_first-key-aaaa1111')).toBeInTheDocument();
  expect(screen.getByText('olk_…1111')).toBeInTheDocument();
  expect(screen.getByText(/Created on May 6, 2025/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('olk_first-key-aaaa1111');
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Replace the key' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Replace your API key?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the key' }));
  expect(await screen.findByText('olk_second-key-bbbb2222')).toBeInTheDocument();
  expect(screen.queryByText('olk_first-key-aaaa1111')).toBeNull();
  expect(callsTo(calls, 'PUT', '/api/users/me/api-key')).toHaveLength(2);
});

test('R3.01 an existing key is shown masked only', async () => {
  stubFetch((request) =>
    request.url.pathname === '/api/users/me'
      ? {
          body: {
            ...ME,
            masked_api_key: 'olk_…wxyz',
            api_key_created_at: '2025-03-04T05:06:00.000Z',
          },
        }
      : undefined,
  );
  renderRoutes('settings', routes, '/settings/api-keys');
  expect(await screen.findByText('olk_…wxyz')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Replace the key' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
});
