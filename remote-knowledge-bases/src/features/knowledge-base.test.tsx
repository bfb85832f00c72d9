import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@ontoloom/platform';
import { callsTo, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import {
  ACME,
  api,
  at,
  BASE,
  COLLECTION_ID,
  DASHBOARD_ID,
  DOC_A,
  ENTITY_1,
  ENTITY_2,
  entityPage,
  fill,
  KB,
  KB_ID,
  KB_PATH,
  MOUNT,
  ONTOLOGY_ID,
  PROJECT_ID,
  RUN_ID,
  VERSION_ID,
} from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const ENTITIES = `${KB_PATH}/entities`;
const RUN_DETAIL_PATH = `${BASE}/extraction_runs/unstructured/text_extraction/${RUN_ID}`;

test('R2.22 the knowledge base page loads its dashboards and its ontology version', async () => {
  const { calls } = api();
  renderRoutes(MOUNT, routes, at(`/${KB_ID}`), 'Projects');
  expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
  expect(callsTo(calls, 'GET', `${KB_PATH}/dashboards`)).toHaveLength(1);
  expect(callsTo(calls, 'GET', `${BASE}/ontology_versions/${VERSION_ID}`)).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'href',
    at(`/${KB_ID}/dashboards/${DASHBOARD_ID}`),
  );
  expect(await screen.findByRole('link', { name: 'Supply chain v2 — Second' })).toHaveAttribute(
    'href',
    `/projects/${PROJECT_ID}/ontologies/${ONTOLOGY_ID}/versions/${VERSION_ID}`,
  );
  expect(screen.getByRole('link', { name: 'Contracts 2024' })).toHaveAttribute(
    'href',
    `/projects/${PROJECT_ID}/runs/${RUN_ID}`,
  );
  expect(screen.getByTestId('kb-facts')).toHaveTextContent('1,204 entities');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
    /Knowledge bases.*Suppliers/,
  );
});

test('R8.02 an unknown knowledge base shows the knowledge base not-found view', async () => {
  api({
    extra: ({ url }) =>
      url.pathname === KB_PATH
        ? { status: 404, body: { code: 'knowledge_base_not_found', detail: 'Not found' } }
        : undefined,
  });
  renderRoutes(MOUNT, routes, at(`/${KB_ID}`));
  expect(await screen.findByTestId('not-found')).toHaveTextContent(
    'This knowledge base does not exist.',
  );
});

test('R2.22 the entity browser pages through the entities and searches through the URL', async () => {
  const many = Array.from({ length: 25 }, (_, index) => ({
    ...ACME,
    id: `77777777-7777-4777-8777-${String(index).padStart(12, '0')}`,
    label: `Company ${index + 1}`,
  }));
  const { calls } = api({
    extra: ({ url }) => {
      if (url.pathname !== ENTITIES) return undefined;
      const offset = Number(url.searchParams.get('offset'));
      if (url.searchParams.get('search')) return { body: entityPage([ACME], 1) };
      return { body: entityPage(offset === 0 ? many : [ACME], 26) };
    },
  });
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, at(`/${KB_ID}`));
  expect(await screen.findByRole('button', { name: 'Company 1' })).toBeInTheDocument();
  expect(screen.getByText('1–25 of 26')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('26–26 of 26')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Acme Ltd' })).toBeInTheDocument();
  expect(callsTo(calls, 'GET', ENTITIES).at(-1)?.url.searchParams.get('offset')).toBe('25');

  // The class filter counts come from the page; choosing one goes in the URL and the call.
  const classes = screen.getByRole('combobox', { name: 'Class' });
  expect(within(classes).getByRole('option', { name: 'Person (1)' })).toBeInTheDocument();
  await user.selectOptions(classes, 'Person (1)');
  await waitFor(() => expect(router.state.location.search).toBe('?class=Person'));
  await waitFor(() =>
    expect(callsTo(calls, 'GET', ENTITIES).at(-1)?.url.searchParams.get('class_name')).toBe(
      'Person',
    ),
  );
  // A new filter starts at the first page again.
  expect(callsTo(calls, 'GET', ENTITIES).at(-1)?.url.searchParams.get('offset')).toBe('0');

  await fill(user, screen.getByRole('searchbox', { name: 'Search entities' }), 'acme');
  await waitFor(() => expect(router.state.location.search).toBe('?class=Person&search=acme'));
  expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
  const last = callsTo(calls, 'GET', ENTITIES).at(-1);
  expect(last?.url.searchParams.get('search')).toBe('acme');
  expect(last?.url.searchParams.get('class_name')).toBe('Person');
});

test('an entity opens in a panel: properties, relations both ways (the other end opens), provenance linking to the document at its passage', async () => {
  const { calls } = api();
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, at(`/${KB_ID}`));
  await user.click(await screen.findByRole('button', { name: 'Acme Ltd' }));
  const panel = await screen.findByTestId('entity-panel');
  expect(router.state.location.search).toBe(`?entity=${ENTITY_1}`);
  expect(await within(panel).findByText('founded')).toBeInTheDocument();
  expect(within(panel).getByText('1999')).toBeInTheDocument();
  expect(within(panel).getByText('works_for')).toBeInTheDocument();

  // The run's documents are fetched only when the sources are shown.
  expect(callsTo(calls, 'GET', RUN_DETAIL_PATH)).toHaveLength(0);
  await user.click(within(panel).getByRole('button', { name: 'Show sources' }));
  const link = await within(panel).findByRole('link', { name: 'contract-a.pdf' });
  expect(link).toHaveAttribute(
    'href',
    `/projects/${PROJECT_ID}/collections/${COLLECTION_ID}/documents/${DOC_A}?page=3&quote=Acme+Ltd%2C+founded+in+1999&at=10`,
  );
  expect(callsTo(calls, 'GET', RUN_DETAIL_PATH)).toHaveLength(1);

  // The other end of a relation opens in its place; Back returns to the first entity.
  await user.click(within(panel).getByRole('button', { name: 'Ada Lovelace' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?entity=${ENTITY_2}`));
  expect(
    await within(screen.getByTestId('entity-panel')).findByText('Relations from it'),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByTestId('entity-panel')).findByRole('button', { name: 'Acme Ltd' }),
  ).toBeInTheDocument();
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).toBe(`?entity=${ENTITY_1}`));
});

test('R7.07 adding a committed run of the same version merges it and refreshes the page', async () => {
  const OTHER = '22222222-2222-4222-8222-222222222229';
  let kb = KB;
  const { calls } = api({
    extra: ({ method, url }) => {
      if (url.pathname === `${BASE}/extraction_runs`) {
        return {
          body: [
            {
              id: OTHER,
              project_id: PROJECT_ID,
              name: 'Contracts 2025',
              description: '',
              documents_collection_id: COLLECTION_ID,
              ontology_version_id: VERSION_ID,
              documents_collection_type: 'unstructured',
              current_step: null,
              status: 'succeeded',
              credits_used: 1,
              committed_at: '2025-03-01T00:00:00.000Z',
              archived_at: null,
              created_at: '2025-03-01T00:00:00.000Z',
              updated_at: '2025-03-01T00:00:00.000Z',
            },
          ],
        };
      }
      if (method === 'POST' && url.pathname === `${KB_PATH}/runs`) {
        kb = {
          ...KB,
          source_runs: [
            ...KB.source_runs,
            {
              extraction_run_id: OTHER,
              name: 'Contracts 2025',
              documents_collection_id: COLLECTION_ID,
              added_at: '2025-03-02T00:00:00.000Z',
            },
          ],
        };
        return { body: kb };
      }
      if (url.pathname === KB_PATH) return { body: kb };
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${KB_ID}`));
  await user.click(await screen.findByRole('button', { name: 'Add a run' }));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByRole('combobox', { name: /Committed run/ });
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, 'Contracts 2025');
  await user.click(within(dialog).getByRole('button', { name: 'Add run' }));
  expect(await screen.findByText('Run “Contracts 2025” added')).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${KB_PATH}/runs`)[0]?.body).toEqual({
    extraction_run_id: OTHER,
  });
  expect(await screen.findByRole('link', { name: 'Contracts 2025' })).toBeInTheDocument();
});
