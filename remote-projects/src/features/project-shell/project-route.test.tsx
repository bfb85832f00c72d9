import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { slotNavItems } from '@ontoloom/federation/remotes';
import { routes } from '../../routes';
import en from '../../locales/en.json';
import { PROJECT_SLOT } from '../../project-slot';
import { afterLatency, callsTo, stubFetch } from '@ontoloom/platform/testing';
import { asActiveUser } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const PROJECT: Project = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Atlas',
  description: 'Maps of everything',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};
const PATH = `/api/projects/${PROJECT.id}`;

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('R2.14 the project index redirects to collections and shows the project shell', async () => {
  stubFetch(
    asActiveUser(({ url }) => {
      if (url.pathname === PATH) return { body: PROJECT };
      if (url.pathname === `${PATH}/documents_collections`) return { body: [] };
      return undefined;
    }),
  );
  const { router } = renderRoutes('projects', routes, `/projects/${PROJECT.id}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Atlas' })).toBeInTheDocument();
  expect(screen.getByText('Maps of everything')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(`/projects/${PROJECT.id}/collections/active`);
  const nav = screen.getByRole('navigation', { name: 'Project sections' });
  expect(within(nav).getByRole('link', { name: 'Collections' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // R2.15: the collections index is the active sub-list, here empty.
  expect(await screen.findByText('No document collections yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New collection' })).toBeInTheDocument();
});

test('R2.15 the project nav has a tab for each remote the registry mounts in a project', async () => {
  stubFetch(
    asActiveUser(({ url }) => {
      if (url.pathname === PATH) return { body: PROJECT };
      if (url.pathname === `${PATH}/documents_collections`) return { body: [] };
      return undefined;
    }),
  );
  renderRoutes('projects', routes, `/projects/${PROJECT.id}`);
  const nav = await screen.findByRole('navigation', { name: 'Project sections' });
  const tabs = within(nav).getAllByRole('link');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
    ['Collections', `/projects/${PROJECT.id}/collections`],
    ...slotNavItems(PROJECT_SLOT).map((item) => [
      en.project.sections[item.navKey as keyof typeof en.project.sections],
      `/projects/${PROJECT.id}/${item.to}`,
    ]),
  ]);
  // The remote that registers itself in the project slot today.
  expect(within(nav).getByRole('link', { name: 'Ontologies' })).toBeInTheDocument();
});

test('R2.27 breadcrumbs read Projects, then the project name, which is the tab title', async () => {
  stubFetch(asActiveUser(({ url }) => (url.pathname === PATH ? { body: PROJECT } : undefined)));
  // The host's mount route carries "Projects"; the remote adds the project name.
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections`, 'Projects');
  await screen.findByRole('heading', { level: 1, name: 'Atlas' });

  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Projects', 'Atlas']);
  expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute(
    'href',
    '/projects',
  );
  expect(within(trail).getByText('Atlas').closest('[aria-current]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(document.title).toBe('Atlas — Ontoloom');
});

test('R2.14 a missing project shows the not-found view with a way back', async () => {
  stubFetch(
    asActiveUser(() => ({
      status: 404,
      body: { detail: 'Project not found', code: 'project_not_found' },
    })),
  );
  renderRoutes('projects', routes, `/projects/${PROJECT.id}`);

  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(
    screen.getByText('This project does not exist or you no longer have access to it.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
});

test('R2.14 another failure shows the error view, and retry loads the project', async () => {
  let fail = true;
  const { calls } = stubFetch(
    asActiveUser(({ url }) => {
      if (url.pathname !== PATH) return undefined;
      // 403 is never retried (R8.08), so the error view shows at once.
      return fail
        ? { status: 403, body: { detail: 'Account is not active', code: 'account_inactive' } }
        : afterLatency({ body: PROJECT });
    }),
  );
  renderRoutes('projects', routes, `/projects/${PROJECT.id}`);

  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not active yet.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Atlas' })).toBeInTheDocument();
  await waitFor(() => expect(callsTo(calls, 'GET', PATH).length).toBeGreaterThanOrEqual(2));
});

test('R2.14 a malformed project id shows the not-found view without calling the API', async () => {
  const { calls } = stubFetch(asActiveUser(() => undefined));
  renderRoutes('projects', routes, '/projects/not-a-project');

  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
