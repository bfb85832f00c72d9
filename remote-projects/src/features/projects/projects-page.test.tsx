import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@ontoloom/contract';
import { clearToken, setToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { callsTo, never, stubFetch } from '@ontoloom/platform/testing';
import { asActiveUser } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const project = (name: string, index = 1): Project => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
  description: `About ${name}`,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
});

/** Keyboard path through a card's menu: arrows move the highlight, Enter picks. */
const chooseMenuItem = async (name: string) => {
  await screen.findByRole('menuitem', { name });
  for (let step = 0; step < 5; step += 1) {
    if (screen.getByRole('menuitem', { name }).hasAttribute('data-highlighted')) break;
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
};

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
});

test('R2.13 search param defaults to empty: lists every project with no search sent', async () => {
  const { calls } = stubFetch(asActiveUser(() => ({ body: [project('Alpha')] })));
  renderRoutes('projects', routes, '/projects');

  expect(await screen.findByRole('link', { name: 'Alpha' })).toBeInTheDocument();
  const [list] = callsTo(calls, 'GET', '/api/projects');
  expect(list?.url.searchParams.has('search')).toBe(false);
  expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
});

test('R2.13 shows a 6-card loading skeleton while the list loads', async () => {
  stubFetch(asActiveUser(never));
  renderRoutes('projects', routes, '/projects');

  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
});

test('R2.13 the search box fills from the URL and typing updates the search param', async () => {
  const { calls } = stubFetch(
    asActiveUser(({ url }) => ({
      body: url.searchParams.get('search') === 'beta' ? [project('Beta', 2)] : [project('Alpha')],
    })),
  );
  const { router } = renderRoutes('projects', routes, '/projects?search=alp');
  expect(await screen.findByRole('searchbox', { name: 'Search projects' })).toHaveValue('alp');

  const box = screen.getByRole('searchbox', { name: 'Search projects' });
  await userEvent.clear(box);
  await userEvent.type(box, 'beta');

  await waitFor(() => expect(router.state.location.search).toBe('?search=beta'));
  expect(await screen.findByRole('link', { name: 'Beta' })).toBeInTheDocument();
  const searches = callsTo(calls, 'GET', '/api/projects').map((call) =>
    call.url.searchParams.get('search'),
  );
  // Debounced: requests for the typed text only, none per keystroke ("b", "be", "bet"). The
  // list may be fetched again once it is a second old (its stale time) on a loaded machine.
  expect([...new Set(searches)]).toEqual(['alp', 'beta']);
});

test('R2.13 empty state offers to create the first project', async () => {
  stubFetch(asActiveUser(() => ({ body: [] })));
  renderRoutes('projects', routes, '/projects');

  expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create your first project' }));
  expect(await screen.findByRole('dialog', { name: 'New project' })).toBeInTheDocument();
});

test('R7.07 creating a project posts it, toasts and refreshes the list', async () => {
  let stored: Project[] = [];
  const { calls } = stubFetch(
    asActiveUser(({ method, body }) => {
      if (method === 'POST') {
        const created = { ...project('Gamma', 3), ...(body as Partial<Project>) };
        stored = [created];
        return { status: 201, body: created };
      }
      return { body: stored };
    }),
  );
  renderRoutes('projects', routes, '/projects');
  await screen.findByText('No projects yet');

  await userEvent.click(screen.getByRole('button', { name: 'New project' }));
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
  expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gamma');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Third');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));

  expect(await screen.findByText('Project “Gamma” created')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Gamma' })).toBeInTheDocument();
  expect(callsTo(calls, 'POST', '/api/projects')[0]?.body).toEqual({
    name: 'Gamma',
    description: 'Third',
  });
});

test('R7.07 renaming from the card menu patches the name and refreshes the list', async () => {
  let current = project('Alpha');
  const { calls } = stubFetch(
    asActiveUser(({ method, body }) => {
      if (method === 'PATCH') {
        current = { ...current, ...(body as Partial<Project>) };
        return { body: current };
      }
      return { body: [current] };
    }),
  );
  renderRoutes('projects', routes, '/projects');

  (await screen.findByRole('button', { name: 'Actions for Alpha' })).focus();
  await userEvent.keyboard('{Enter}');
  await chooseMenuItem('Rename');
  const dialog = await screen.findByRole('dialog', { name: 'Rename project' });
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  expect(name).toHaveValue('Alpha');
  await userEvent.clear(name);
  // Pasted, not typed key by key: fast on a loaded machine by design.
  await userEvent.paste('Alpha 2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));

  expect(await screen.findByText('Project renamed to “Alpha 2”')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Alpha 2' })).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', `/api/projects/${current.id}`)[0]?.body).toEqual({
    name: 'Alpha 2',
  });
});

test('R7.07 deleting asks for confirmation, deletes, toasts and refreshes the list', async () => {
  let stored = [project('Alpha')];
  const { calls } = stubFetch(
    asActiveUser(({ method }) => {
      if (method === 'DELETE') {
        stored = [];
        return { status: 204 };
      }
      return { body: stored };
    }),
  );
  renderRoutes('projects', routes, '/projects');

  (await screen.findByRole('button', { name: 'Actions for Alpha' })).focus();
  await userEvent.keyboard('{Enter}');
  await chooseMenuItem('Delete');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
  expect(callsTo(calls, 'DELETE', `/api/projects/${project('Alpha').id}`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));

  expect(await screen.findByText('Project “Alpha” deleted')).toBeInTheDocument();
  expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  expect(callsTo(calls, 'DELETE', `/api/projects/${project('Alpha').id}`)).toHaveLength(1);
});

test('R2.09 a signed-out visit goes to login with the redirect and never lists projects', async () => {
  clearToken();
  const { calls } = stubFetch(() => undefined);
  const { router } = renderRoutes('projects', routes, '/projects?search=atl');

  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(router.state.location.search).toBe('?redirect=%2Fprojects%3Fsearch%3Datl');
  expect(calls).toHaveLength(0);
});
