import type { CurrentUser, UserStatus } from '@ontoloom/contract';
import {
  PlatformProvider,
  TOKEN_STORAGE_KEY,
  queryClient,
  setRoutePreloader,
  userKeys,
} from '@ontoloom/platform';
import { callsTo, stubFetch } from '@ontoloom/platform/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LoadRemoteRoutes, RemoteName } from '../remotes/remote-mounts';
import { createAppRouter } from './create-app-router';

const user = (status: UserStatus, overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: '7d1f2c1e-3b5a-4c1d-9e2f-1a2b3c4d5e6f',
  email: 'ada@example.com',
  is_organizational_email: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Analytical Engines',
  status,
  onboarding_info: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
  ...overrides,
});

const fakeRemotes: Record<RemoteName, RouteObject[]> = {
  remote_auth: [
    // As remote-auth's own index route (its R2.01 test): the host knows no remote's inner routes.
    { index: true, loader: () => redirect('/auth/login'), element: null },
    { path: 'login', element: <h1>Sign in page</h1> },
    { path: 'onboarding', element: <h1>Onboarding page</h1> },
    { path: 'inactive', element: <h1>Inactive page</h1> },
  ],
  remote_projects: [
    { index: true, element: <h1>Projects list</h1> },
    {
      path: ':projectId',
      element: (
        <>
          <h1>Project page</h1>
          <Outlet />
        </>
      ),
    },
  ],
  remote_settings: [{ path: 'users', element: <h1>Users admin</h1> }],
  remote_ontologies: [{ path: 'active', element: <h1>Ontologies list</h1> }],
  remote_runs: [{ path: 'active', element: <h1>Runs list</h1> }],
  remote_knowledge_bases: [{ path: 'active', element: <h1>Knowledge bases list</h1> }],
};

const fakeLoader = (failing: RemoteName[] = []): jest.MockedFunction<LoadRemoteRoutes> =>
  jest.fn(async (remote: RemoteName) => {
    if (failing.includes(remote)) {
      throw Object.assign(new Error(`Remote "${remote}" could not be loaded`), {
        name: 'RemoteLoadError',
      });
    }
    return fakeRemotes[remote];
  });

const signIn = (current: CurrentUser) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  queryClient.setQueryData(userKeys.me(), current);
};

const renderApp = (path: string, loadRemoteRoutes = fakeLoader()) => {
  const app = createAppRouter({ loadRemoteRoutes, initialEntries: [path] });
  render(
    <PlatformProvider>
      <RouterProvider router={app.router} />
    </PlatformProvider>,
  );
  const location = () => `${app.router.state.location.pathname}${app.router.state.location.search}`;
  return { ...app, location, loadRemoteRoutes };
};

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a mount path itself loads its remote, whose index route answers it (/auth → /auth/login)', async () => {
  const app = renderApp('/auth');
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  expect(app.location()).toBe('/auth/login');
});

test('R2.09 a protected route sends a signed-out user to login with the redirect param', async () => {
  const app = renderApp('/projects/42?tab=runs');
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  expect(app.location()).toBe('/auth/login?redirect=%2Fprojects%2F42%3Ftab%3Druns');
});

test('R2.09 the root sends a signed-out user to login', async () => {
  const app = renderApp('/');
  await waitFor(() => expect(app.location()).toBe('/auth/login?redirect=%2F'));
});

test('R2.10 root: an active user goes to /projects', async () => {
  signIn(user('active'));
  const app = renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
  expect(app.location()).toBe('/projects');
});

test('R2.10 root: signed in, the remote an active user goes to loads while the user is asked for', async () => {
  let answer!: () => void;
  const asked = new Promise<void>((resolve) => (answer = resolve));
  stubFetch(async ({ url }) => {
    if (url.pathname !== '/api/users/me') return undefined;
    await asked;
    return { body: user('active') };
  });
  const app = renderApp('/auth/login');
  setRoutePreloader(app.preload);
  try {
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    // Signed in: the login page sends the user to the root.
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    await act(async () => {
      void app.router.navigate('/');
    });
    // The user's answer is still out, and the projects remote is loading already.
    await waitFor(() => expect(app.loadRemoteRoutes).toHaveBeenCalledWith('remote_projects'));
    act(() => answer());
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    const projectsLoads = app.loadRemoteRoutes.mock.calls.filter(([r]) => r === 'remote_projects');
    expect(projectsLoads).toHaveLength(1);
  } finally {
    setRoutePreloader(null);
  }
});

test('R2.10 root: an active user goes to the redirect param, never off-site', async () => {
  signIn(user('active'));
  const app = renderApp('/?redirect=%2Fprojects%2F42');
  expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
  expect(app.location()).toBe('/projects/42');

  const offSite = renderApp('/?redirect=%2F%2Fevil.example');
  await waitFor(() => expect(offSite.location()).toBe('/projects'));
});

test.each<UserStatus>(['pending_onboarding_info', 'pending_admin_review', 'refused'])(
  'R2.11 root: %s goes to /auth/onboarding',
  async (status) => {
    signIn(user(status));
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
    expect(app.location()).toBe('/auth/onboarding');
  },
);

test('R2.12 root: inactive goes to /auth/inactive', async () => {
  signIn(user('inactive'));
  const app = renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Inactive page' })).toBeInTheDocument();
  expect(app.location()).toBe('/auth/inactive');
});

test('R6.01 a signed-in but not active user cannot open the app area', async () => {
  signIn(user('pending_admin_review'));
  const app = renderApp('/projects');
  await waitFor(() => expect(app.location()).toBe('/auth/onboarding'));
});

test('R2.28 unknown paths show the 404 page with a link to /projects, inside the app layout', async () => {
  signIn(user('active'));
  renderApp('/no/such/page');
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
  expect(document.title).toBe('Page not found — Ontoloom');
});

test('R2.09 an unknown path is not public: a signed-out user signs in first', async () => {
  const app = renderApp('/no/such/page');
  await waitFor(() => expect(app.location()).toBe('/auth/login?redirect=%2Fno%2Fsuch%2Fpage'));
});

test('R2.28 a path a loaded remote does not know shows the 404 inside the layout', async () => {
  signIn(user('active'));
  renderApp('/projects/42/unknown/deeper');
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});

test('R2.30 a remote that fails to load shows the reload dialog; the rest of the app works', async () => {
  signIn(user('active', { is_super_admin: true }));
  const loader = fakeLoader(['remote_projects']);
  const app = renderApp('/projects', loader);
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // The layout around the failed area is still there (hidden from a11y while the modal is up)…
  expect(
    screen.getByRole('navigation', { name: 'Main navigation', hidden: true }),
  ).toBeInTheDocument();
  // …and another remote's area still loads.
  await app.router.navigate('/settings/users');
  expect(await screen.findByRole('heading', { name: 'Users admin' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('R2.30 a lazy route module of a remote that fails to load shows the reload dialog', async () => {
  signIn(user('active'));
  const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), {
    name: 'ChunkLoadError',
  });
  const loader: jest.MockedFunction<LoadRemoteRoutes> = jest.fn(async (remote) =>
    remote === 'remote_projects'
      ? [{ index: true, lazy: () => Promise.reject(chunkError) }]
      : fakeRemotes[remote],
  );
  renderApp('/projects', loader);
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('could not be loaded');
});

test('R2.27 breadcrumbs come from route handles; settings is in the main nav for every user', async () => {
  signIn(user('active'));
  renderApp('/projects');
  expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByText('Projects')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  // The tab names the page too, from the same route handles.
  expect(document.title).toBe('Projects — Ontoloom');
});

test('R2.26 the header shows the saved name as soon as the current user changes, without reload', async () => {
  signIn(user('active'));
  renderApp('/projects');
  const menu = await screen.findByRole('button', { name: 'Account menu' });
  expect(menu).toHaveTextContent('Ada Lovelace');
  // What the profile page does after a successful save (remote_settings' useUpdateProfile).
  act(() => {
    queryClient.setQueryData(userKeys.me(), user('active', { first_name: 'Augusta' }));
  });
  await waitFor(() => expect(menu).toHaveTextContent('Augusta Lovelace'));
});

test('the user menu signs out on the server first, then forgets the session and shows sign-in', async () => {
  signIn(user('active'));
  const { calls } = stubFetch(({ url }) =>
    url.pathname === '/api/auth/logout' ? { status: 204 } : undefined,
  );
  const app = renderApp('/projects');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  expect(app.location()).toBe('/auth/login');
  expect(callsTo(calls, 'POST', '/api/auth/logout')[0]?.headers.Authorization).toBe('Bearer token');
  expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(queryClient.getQueryData(userKeys.me())).toBeUndefined();
});

test('R2.32 preloading on intent loads the remote and the lazy route modules', async () => {
  signIn(user('active', { is_super_admin: true }));
  const lazyUsers = jest.fn(async () => ({ element: <h1>Users admin</h1> }));
  const loader: jest.MockedFunction<LoadRemoteRoutes> = jest.fn(async (remote) =>
    remote === 'remote_settings' ? [{ path: 'users', lazy: lazyUsers }] : fakeRemotes[remote],
  );
  const app = renderApp('/projects', loader);
  expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalledWith('remote_settings');
  await app.preload('/settings/users');
  expect(loader).toHaveBeenCalledWith('remote_settings');
  expect(lazyUsers).toHaveBeenCalled();
  await app.router.navigate('/settings/users');
  expect(await screen.findByRole('heading', { name: 'Users admin' })).toBeInTheDocument();
  expect(loader.mock.calls.filter(([remote]) => remote === 'remote_settings')).toHaveLength(1);
});

test('R2.15 remote_ontologies mounts inside the project route, after remote_projects', async () => {
  signIn(user('active'));
  const app = renderApp('/projects/42/ontologies/active');
  expect(await screen.findByRole('heading', { name: 'Ontologies list' })).toBeInTheDocument();
  expect(app.loadRemoteRoutes.mock.calls.map(([remote]) => remote)).toEqual([
    'remote_projects',
    'remote_ontologies',
  ]);
  expect(app.location()).toBe('/projects/42/ontologies/active');
});
