import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@ontoloom/platform';
import { callsTo, never, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import { api, at, fill, KB, KB_ID, KBS, MOUNT, RUN_2, RUN_ID } from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('R2.15 the index goes to the active sub-list, which lists and searches', async () => {
  const { calls } = api();
  const { router } = renderRoutes(MOUNT, routes, at('?search=suppliers'), 'Projects');
  expect(await screen.findByRole('link', { name: 'Suppliers' })).toHaveAttribute(
    'href',
    at(`/${KB_ID}`),
  );
  expect(router.state.location.pathname).toBe(at('/active'));
  expect(callsTo(calls, 'GET', KBS)[0]?.url.searchParams.get('search')).toBe('suppliers');
  expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute(
    'href',
    at('/archived?search=suppliers'),
  );
  const card = screen.getByTestId('knowledge-base-card');
  expect(within(card).getByText('1,204 entities')).toBeInTheDocument();
  expect(within(card).getByText('1 relation')).toBeInTheDocument();
  expect(await within(card).findByText('Supply chain v2')).toBeInTheDocument();
  expect(within(card).getByText('Created Jan 1, 2025')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
    'Knowledge bases',
  );
});

test('R2.15 R2.13 the list shows a 6-card skeleton while loading', async () => {
  api({ extra: ({ url }) => (url.pathname === KBS ? never() : undefined) });
  renderRoutes(MOUNT, routes, at('/active'));
  expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(6);
});

test('R2.15 the archived sub-list asks for archived knowledge bases and says when there are none', async () => {
  const { calls } = api({ kbs: [] });
  renderRoutes(MOUNT, routes, at('/archived'));
  expect(await screen.findByText('No archived knowledge bases')).toBeInTheDocument();
  expect(callsTo(calls, 'GET', KBS)[0]?.url.searchParams.get('archived')).toBe('true');
});

test('R2.15 an empty active list calls to create one', async () => {
  api({ kbs: [] });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at('/active'));
  expect(await screen.findByText('No knowledge bases yet')).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: 'New knowledge base' });
  await user.click(buttons.at(-1)!);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('R4.02 R7.07 archiving a knowledge base patches it, toasts and refreshes the list', async () => {
  let kbs = [KB];
  const { calls } = api({
    extra: ({ method, url }) => {
      if (method === 'PATCH' && url.pathname === `${KBS}/${KB_ID}/archive`) {
        kbs = [];
        return { body: { ...KB, archived_at: '2025-02-01T00:00:00.000Z' } };
      }
      if (url.pathname === KBS) return { body: kbs };
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'Actions for Suppliers' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  expect(await screen.findByText('Knowledge base “Suppliers” archived')).toBeInTheDocument();
  expect(await screen.findByText('No knowledge bases yet')).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', `${KBS}/${KB_ID}/archive`)).toHaveLength(1);
});

test('R3.10 the create dialog builds from a committed run and opens the knowledge base', async () => {
  const { calls } = api({
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === KBS ? { status: 201, body: KB } : undefined,
  });
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'New knowledge base' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Create knowledge base' }));
  expect(within(dialog).getByText('Choose a finished run.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a name of at most 200 characters.')).toBeInTheDocument();

  const picker = within(dialog).getByRole('combobox', { name: /Run/ });
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
  // A run still at a step shows its status and cannot be chosen.
  expect(
    within(picker).getByRole('option', { name: 'Letters (not finished: chunking running)' }),
  ).toBeDisabled();
  await user.selectOptions(picker, 'Contracts 2024 (committed)');
  // The run's name is the first name offered.
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Contracts 2024');
  expect(within(dialog).queryByTestId('commit-notice')).not.toBeInTheDocument();
  await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Suppliers');
  await user.click(within(dialog).getByRole('button', { name: 'Create knowledge base' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(at(`/${KB_ID}`)));
  expect(callsTo(calls, 'POST', KBS)[0]?.body).toEqual({
    name: 'Suppliers',
    description: '',
    origin: { mode: 'from_extraction_run', extraction_run_id: RUN_ID },
  });
});

test('R4.05 a finished run that is not committed needs "Commit the run first", which sends commit: true', async () => {
  const { calls } = api({
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === KBS ? { status: 201, body: KB } : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'New knowledge base' }));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByRole('combobox', { name: /Run/ });
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(picker, 'Invoices (finished, not committed)');
  const notice = within(dialog).getByTestId('commit-notice');
  expect(notice).toHaveTextContent('Committing freezes it');
  await user.click(within(dialog).getByRole('button', { name: 'Create knowledge base' }));
  expect(
    within(dialog).getByText('Tick the box to commit the run, or choose a committed run.'),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'POST', KBS)).toHaveLength(0);

  await user.click(within(notice).getByText('Commit the run, then build the knowledge base'));
  await user.click(within(dialog).getByRole('button', { name: 'Create knowledge base' }));
  await waitFor(() => expect(callsTo(calls, 'POST', KBS)).toHaveLength(1));
  expect(callsTo(calls, 'POST', KBS)[0]?.body).toEqual({
    name: 'Invoices',
    description: '',
    origin: { mode: 'from_extraction_run', extraction_run_id: RUN_2, commit: true },
  });
});

test('?create=<runId> (from a run page) opens the dialog with that run chosen', async () => {
  api();
  renderRoutes(MOUNT, routes, at(`/active?create=${RUN_2}`));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /Run/ })).toHaveValue(RUN_2),
  );
  expect(within(dialog).getByTestId('commit-notice')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Invoices');
});

test('issue 11 a refused creation says what the error code means', async () => {
  api({
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === KBS
        ? {
            status: 409,
            body: { code: 'run_not_committed', detail: 'Commit first', request_id: 'r1' },
          }
        : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/active?create=${RUN_ID}`));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument(),
  );
  await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'KB');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /Run/ })).toHaveValue(RUN_ID),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Create knowledge base' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Commit the run before building a knowledge base from it.',
  );
});
