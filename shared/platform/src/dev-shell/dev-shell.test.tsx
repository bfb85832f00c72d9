import type { CurrentUser, Project } from '@ontoloom/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConfigError } from '../config/config-error';
import { parseConfig } from '../config/load-config';
import { getToken, setToken } from '../session/token';
import {
  ACTIVE_USER,
  asActiveUser,
  callsTo,
  resetPlatform,
  stubFetch,
  translationProblems,
  type StubHandler,
} from '../testing';
import { PlatformProvider } from '../ui/platform-provider';
import {
  DEV_SHELL_API_STORAGE_KEY,
  DEV_SHELL_DEFAULTS,
  createDevShellRouter,
  devShellConfigInput,
  projectAreaMounts,
  type DevShellOptions,
} from './index';
import { devShellAr, devShellEn, devShellFr } from './locales';

const PROJECT: Project = {
  id: '00000000-0000-4000-8000-000000000042',
  name: 'Engines',
  description: 'Analytical engines',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

// A remote's route tree as remote-ontologies exposes it: paths relative to its mount.
const fakeOntologyRoutes: RouteObject[] = [
  {
    handle: { breadcrumb: () => 'Ontologies' },
    children: [
      { index: true, loader: () => redirect('active'), element: null },
      { path: 'active', element: <h1>Ontologies list</h1> },
      { path: ':ontologyId', element: <h1>One ontology</h1> },
    ],
  },
];

const renderShell = (options: DevShellOptions, entry: string) => {
  const { router } = createDevShellRouter({ ...options, initialEntries: [entry] });
  render(
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location };
};

const ontologiesShell: DevShellOptions = {
  remoteName: 'remote_ontologies',
  // As mountOf('remote_ontologies') resolves it from the registry.
  mounts: projectAreaMounts(
    {
      path: 'projects/:projectId/ontologies',
      layout: 'app',
      breadcrumbKey: 'breadcrumbs.projects',
      parent: { path: 'projects', at: ':projectId', segment: 'ontologies' },
    },
    fakeOntologyRoutes,
  ),
};

const projectsApi: StubHandler = ({ method, url }) => {
  if (method === 'GET' && url.pathname === `/api/projects/${PROJECT.id}`) return { body: PROJECT };
  if (method === 'GET' && url.pathname === '/api/projects') return { body: [PROJECT] };
  return undefined;
};

/** Pasted rather than typed key by key: the same input events, far fewer renders on a busy machine. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const signInForm = async (email: string, password: string) => {
  await fill(await screen.findByLabelText(/Email/), email);
  await fill(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => {
  resetPlatform();
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a signed-out visit goes to the dev sign-in; after sign-in the remote renders at its mount path', async () => {
  const { calls } = stubFetch((request) => {
    if (request.method === 'POST' && request.url.pathname === '/api/auth/token') {
      const { email, password } = request.body as { email: string; password: string };
      return email === 'ada@example.org' && password === 'correct horse'
        ? { body: { token_type: 'bearer', access_token: 'dev-token' } }
        : { status: 401, body: { detail: 'Invalid credentials' } };
    }
    return asActiveUser(projectsApi)(request);
  });
  const target = `/projects/${PROJECT.id}/ontologies/active`;
  const shell = renderShell(ontologiesShell, target);

  expect(await screen.findByRole('heading', { name: 'Sign in (development)' })).toBeInTheDocument();
  expect(shell.location()).toBe(`/auth/login?redirect=${encodeURIComponent(target)}`);
  expect(screen.getByText('remote_ontologies')).toBeInTheDocument();

  await signInForm('ada@example.org', 'wrong');
  expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
  expect(getToken()).toBeNull();

  await userEvent.clear(screen.getByLabelText(/Password/));
  await fill(screen.getByLabelText(/Password/), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('heading', { name: 'Ontologies list' })).toBeInTheDocument();
  expect(shell.location()).toBe(target);
  expect(getToken()).toBe('dev-token');
  // The token call goes to the configured API without a bearer; later calls carry the token.
  const [tokenCall] = callsTo(calls, 'POST', '/api/auth/token');
  expect(tokenCall?.url.origin).toBe('http://api.test');
  expect(tokenCall?.headers.Authorization).toBeUndefined();
  expect(callsTo(calls, 'GET', '/api/users/me').at(-1)?.headers.Authorization).toBe(
    'Bearer dev-token',
  );
  // The header names the signed-in user; breadcrumbs run through the project as in the host.
  expect(screen.getByText(`Signed in as ${ACTIVE_USER.email}`)).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByText('Projects')).toBeInTheDocument();
  expect(within(crumbs).getByText('Engines')).toBeInTheDocument();
  expect(within(crumbs).getByText('Ontologies')).toBeInTheDocument();
});

test('a project-scoped remote: `/` lists the projects linking into the remote', async () => {
  setToken('dev-token');
  stubFetch(asActiveUser(projectsApi));
  const shell = renderShell(ontologiesShell, '/');

  const link = await screen.findByRole('link', { name: 'Engines' });
  expect(shell.location()).toBe('/projects');
  expect(link).toHaveAttribute('href', `/projects/${PROJECT.id}/ontologies`);
  await userEvent.click(link);
  expect(await screen.findByRole('heading', { name: 'Ontologies list' })).toBeInTheDocument();
  expect(shell.location()).toBe(`/projects/${PROJECT.id}/ontologies/active`);
});

test('an unknown project, or a path the remote does not know, shows the not-found view in the shell', async () => {
  setToken('dev-token');
  stubFetch(asActiveUser(projectsApi));
  renderShell(ontologiesShell, '/projects/not-a-uuid/ontologies/active');
  expect(
    await screen.findByText('This project does not exist or you no longer have access to it.'),
  ).toBeInTheDocument();
  expect(screen.getByText('remote_ontologies')).toBeInTheDocument();

  resetPlatform();
  setToken('dev-token');
  stubFetch(asActiveUser(projectsApi));
  renderShell(ontologiesShell, `/projects/${PROJECT.id}/ontologies/active/deeper/still`);
  expect(await screen.findAllByText('404')).not.toHaveLength(0);
});

test('a remote mounted at the top (settings): `/` lands on it; sign out returns to the sign-in', async () => {
  setToken('dev-token');
  stubFetch(asActiveUser(() => undefined));
  const shell = renderShell(
    {
      remoteName: 'remote_settings',
      mounts: [{ path: 'settings', routes: [{ index: true, element: <h1>Profile</h1> }] }],
    },
    '/',
  );
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(shell.location()).toBe('/settings');

  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in (development)' })).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('a signed-in account that is not active is told why instead of entering the remote', async () => {
  setToken('dev-token');
  const pending: CurrentUser = { ...ACTIVE_USER, status: 'pending_admin_review' };
  stubFetch(({ url }) => (url.pathname === '/api/users/me' ? { body: pending } : undefined));
  const shell = renderShell(ontologiesShell, `/projects/${PROJECT.id}/ontologies/active`);
  expect(await screen.findByText(/This account is not active/)).toBeInTheDocument();
  expect(shell.location()).toBe('/');
});

describe('a remote with its own sign-in (remote-auth)', () => {
  const authShell: DevShellOptions = {
    remoteName: 'remote_auth',
    devSignIn: false,
    mounts: [
      {
        path: 'auth',
        access: 'public',
        routes: [
          {
            element: <Outlet />,
            children: [
              { path: 'login', element: <h1>Remote sign-in</h1> },
              { path: 'onboarding', element: <h1>Onboarding</h1> },
            ],
          },
        ],
      },
    ],
  };

  test('signed out, `/` goes to its own /auth/login', async () => {
    stubFetch(() => undefined);
    const shell = renderShell(authShell, '/');
    expect(await screen.findByRole('heading', { name: 'Remote sign-in' })).toBeInTheDocument();
    expect(shell.location()).toBe('/auth/login');
    expect(screen.queryByRole('heading', { name: 'Sign in (development)' })).toBeNull();
  });

  test('signed in, `/` sends users on by status as the host does', async () => {
    setToken('dev-token');
    const pending: CurrentUser = { ...ACTIVE_USER, status: 'pending_onboarding_info' };
    stubFetch(({ url }) => (url.pathname === '/api/users/me' ? { body: pending } : undefined));
    const shell = renderShell(authShell, '/');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(shell.location()).toBe('/auth/onboarding');
  });

  test('an active user at `/` sees who is signed in', async () => {
    setToken('dev-token');
    stubFetch(asActiveUser(() => undefined));
    renderShell(authShell, '/');
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/auth' })).toHaveAttribute('href', '/auth');
  });
});

describe('start-up config', () => {
  test('dev defaults point at the embedded stack and pass validation', () => {
    const config = parseConfig(devShellConfigInput('', window.localStorage));
    expect(config.API_URL).toBe('http://localhost:4000');
    expect(config.CHAT_URL).toBe(DEV_SHELL_DEFAULTS.CHAT_URL);
    expect(config.MONITORING_ENABLED).toBe(false);
  });

  test('?api= overrides the API URL and is remembered until ?api= with no value', () => {
    expect(devShellConfigInput('?api=http://api.elsewhere:4500', window.localStorage).API_URL).toBe(
      'http://api.elsewhere:4500',
    );
    expect(window.localStorage.getItem(DEV_SHELL_API_STORAGE_KEY)).toBe(
      'http://api.elsewhere:4500',
    );
    expect(devShellConfigInput('', window.localStorage).API_URL).toBe('http://api.elsewhere:4500');
    expect(devShellConfigInput('?api=', window.localStorage).API_URL).toBe('http://localhost:4000');
    expect(window.localStorage.getItem(DEV_SHELL_API_STORAGE_KEY)).toBeNull();
  });

  test('a bad ?api= fails start-up validation with the config error', () => {
    expect(() => parseConfig(devShellConfigInput('?api=nope', null))).toThrow(ConfigError);
  });
});

test('the shell waits for nothing it does not need: no API call before a signed-out redirect', async () => {
  const { calls } = stubFetch(() => undefined);
  const shell = renderShell(ontologiesShell, '/projects');
  await waitFor(() => expect(shell.location()).toBe('/auth/login?redirect=%2Fprojects'));
  expect(calls).toHaveLength(0);
});

test('the shell speaks every supported language', () => {
  expect(translationProblems(devShellEn, { fr: devShellFr, ar: devShellAr })).toEqual([]);
});
