import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@ontoloom/platform';
import {
  callsTo,
  never,
  renderRoutes,
  resetPlatform,
  type StubRequest,
} from '@ontoloom/platform/testing';
import { routes } from '../routes';
import {
  api,
  at,
  BASE,
  COLLECTION_ID,
  fill,
  MOUNT,
  RUN,
  RUN_ID,
  RUN_SUMMARY,
  VERSION_ID,
} from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const LIST = `${BASE}/extraction_runs`;

test('R2.15 the index goes to the active sub-list, which lists and searches', async () => {
  const { calls } = api();
  const { router } = renderRoutes(MOUNT, routes, at('?search=contracts'), 'Projects');
  expect(await screen.findByRole('link', { name: 'Contracts 2024' })).toHaveAttribute(
    'href',
    at(`/${RUN_ID}`),
  );
  expect(router.state.location.pathname).toBe(at('/active'));
  expect(callsTo(calls, 'GET', LIST)[0]?.url.searchParams.get('search')).toBe('contracts');
  expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute(
    'href',
    at('/archived?search=contracts'),
  );
  const card = screen.getByTestId('run-card');
  expect(within(card).getByText('Pending')).toBeInTheDocument();
  expect(within(card).getByText('Credits: 2')).toBeInTheDocument();
});

test('R2.13 the list shows a 6-card skeleton while loading', async () => {
  api({ extra: ({ url }) => (url.pathname === LIST ? never() : undefined) });
  renderRoutes(MOUNT, routes, at('/active'));
  expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(6);
});

test('R2.15 the archived sub-list asks for archived runs and says when there are none', async () => {
  const { calls } = api({ runs: [] });
  renderRoutes(MOUNT, routes, at('/archived'));
  expect(await screen.findByText('No archived runs')).toBeInTheDocument();
  expect(callsTo(calls, 'GET', LIST)[0]?.url.searchParams.get('archived')).toBe('true');
});

test('R4.02 archiving a run patches it, toasts and refreshes the list', async () => {
  let runs = [RUN_SUMMARY];
  const { calls } = api({
    extra: ({ method, url }) => {
      if (method === 'PATCH' && url.pathname === `${LIST}/${RUN_ID}/archive`) {
        const archived = { ...RUN_SUMMARY, archived_at: '2025-02-01T00:00:00.000Z' };
        runs = [];
        return { body: archived };
      }
      if (url.pathname === LIST) return { body: runs };
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'Actions for Contracts 2024' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  expect(await screen.findByText('Run “Contracts 2024” archived')).toBeInTheDocument();
  expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', `${LIST}/${RUN_ID}/archive`)).toHaveLength(1);
});

test('the create dialog validates, picks a collection and a version, creates and opens the run', async () => {
  const { calls } = api({
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === `${LIST}/unstructured/text_extraction`
        ? { status: 201, body: RUN }
        : undefined,
  });
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'New run' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Create run' }));
  expect(within(dialog).getByText('Enter a name of at most 200 characters.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the collection to read.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the ontology version to extract.')).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${LIST}/unstructured/text_extraction`)).toHaveLength(0);

  await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Contracts 2024');
  const collection = within(dialog).getByRole('combobox', { name: /Document collection/ });
  await waitFor(() => expect(within(collection).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(collection, 'Contracts (2 documents)');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: /Ontology version/ }),
    'Supply chain v2 — Second',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Create run' }));
  await waitFor(() => expect(router.state.location.pathname).toMatch(at(`/${RUN_ID}`)));
  expect(callsTo(calls, 'POST', `${LIST}/unstructured/text_extraction`)[0]?.body).toEqual({
    name: 'Contracts 2024',
    description: '',
    documents_collection_id: COLLECTION_ID,
    ontology_version_id: VERSION_ID,
  });
});

test('issue 11 a refused creation says what the error code means', async () => {
  api({
    extra: ({ method }: StubRequest) =>
      method === 'POST'
        ? {
            status: 404,
            body: { code: 'collection_not_found', detail: 'Not found', request_id: 'r1' },
          }
        : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at('/active'));
  await user.click(await screen.findByRole('button', { name: 'New run' }));
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Run');
  const collection = within(dialog).getByRole('combobox', { name: /Document collection/ });
  await waitFor(() => expect(within(collection).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(collection, COLLECTION_ID);
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: /Ontology version/ }),
    VERSION_ID,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Create run' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This collection does not exist.',
  );
});
