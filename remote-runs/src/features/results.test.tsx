import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextExtractionRun } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { callsTo, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import {
  api,
  at,
  BASE,
  chooseMenuItem,
  COLLECTION_ID,
  DOC_A,
  ENTITY_1,
  ENTITY_2,
  fill,
  FINISHED,
  MOUNT,
  PROJECT_ID,
  RUN_ID,
  RUN_PATH,
} from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const RUNS = `${BASE}/extraction_runs`;

/** The results of a finished run, each change (PATCH) answered with the run as it was. */
function openEditableResults() {
  const { calls } = api({
    run: FINISHED,
    extra: ({ method, url }) =>
      method === 'PATCH' && url.pathname === RUN_PATH ? { body: FINISHED } : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  return { calls, user };
}

test('results wait for deduplication', async () => {
  api();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  expect(await screen.findByText('No results yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to deduplication' })).toHaveAttribute(
    'href',
    at(`/${RUN_ID}/deduplication`),
  );
});

test('entities by class with provenance: document link, page and quoted span; search and filters', async () => {
  api({ run: FINISHED });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  const groups = await screen.findAllByTestId('entity-group');
  expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
    'Company (2)',
    'Person (1)',
  ]);
  const acme = within(groups[0]!).getAllByTestId('entity-row')[0]!;
  expect(acme).toHaveTextContent('founded: 1999');
  const toggle = within(acme).getByRole('button', { name: 'Sources: 2' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sources = screen.getByTestId('provenance');
  expect(sources).toHaveTextContent('“Acme Ltd, founded in 1999”');
  expect(sources).toHaveTextContent('Page 3');
  expect(within(sources).getAllByRole('link', { name: 'contract-a.pdf' })[0]).toHaveAttribute(
    'href',
    // Opens the document at the page with the passage highlighted.
    `/projects/${PROJECT_ID}/collections/${COLLECTION_ID}/documents/${DOC_A}?page=3&quote=Acme+Ltd%2C+founded+in+1999&at=10`,
  );

  await fill(user, screen.getByRole('searchbox', { name: 'Search results' }), 'corporation');
  expect(screen.getAllByTestId('entity-row').map((row) => row.textContent)).toEqual([
    expect.stringContaining('Globex'),
  ]);
  await fill(user, screen.getByRole('searchbox', { name: 'Search results' }), '');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Person');
  expect(screen.getAllByTestId('entity-row')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Relations (1)' }));
  const relation = screen.getByTestId('relation-row');
  expect(relation).toHaveTextContent('Ada Lovelace');
  expect(relation).toHaveTextContent('works_for');
  expect(relation).toHaveTextContent('Acme Ltd');
});

test('a rename is a modification the toast can undo', async () => {
  const { calls, user } = openEditableResults();
  await chooseMenuItem(
    user,
    await screen.findByRole('button', { name: 'Actions for Acme Ltd' }),
    'Rename',
  );
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByRole('textbox', { name: /New label/ }), 'ACME Limited');
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(1));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[0]?.body).toEqual({
    unstructured_action: { type: 'rename', entity_id: ENTITY_1, label: 'ACME Limited' },
  });
  expect(await screen.findByText('Entity renamed')).toBeInTheDocument();
  // The results refetch after the change.
  await waitFor(() =>
    expect(callsTo(calls, 'GET', `${RUNS}/${RUN_ID}/final_results`).length).toBeGreaterThanOrEqual(
      2,
    ),
  );
  await user.click(screen.getAllByRole('button', { name: 'Undo' })[0]!);
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(2));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[1]?.body).toEqual({
    unstructured_action: { type: 'undo' },
  });
  expect(await screen.findByText('The last change was undone')).toBeInTheDocument();
});

test('selected entities merge under the label kept', async () => {
  const { calls, user } = openEditableResults();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Acme Ltd' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Globex' }));
  await user.click(screen.getByRole('button', { name: 'Merge' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'Globex' }));
  await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(1));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[0]?.body).toEqual({
    unstructured_action: { type: 'merge', entity_ids: [ENTITY_1, ENTITY_2], label: 'Globex' },
  });
});

test('deleting an entity asks first', async () => {
  const { calls, user } = openEditableResults();
  await chooseMenuItem(
    user,
    await screen.findByRole('button', { name: 'Actions for Globex' }),
    'Delete',
  );
  const confirm = await screen.findByRole('alertdialog');
  expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(1));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[0]?.body).toEqual({
    unstructured_action: { type: 'delete', entity_ids: [ENTITY_2], relation_ids: [] },
  });
});

test('R7.05 export downloads a file with the format’s extension', async () => {
  api({
    run: FINISHED,
    extra: ({ url }) =>
      url.pathname === `${RUNS}/${RUN_ID}/export/yaml`
        ? { body: { data_serialized: 'entities: []\n', serialization_format: 'yaml' } }
        : undefined,
  });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:results';
  });
  URL.revokeObjectURL = jest.fn();
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  await chooseMenuItem(user, await screen.findByRole('button', { name: 'Export' }), 'YAML file');
  await waitFor(() => expect(downloads).toEqual(['Contracts-2024-results.yaml']));
  expect(blobs[0]?.type).toBe('application/yaml');
});

test('commit asks for confirmation; a committed run is read-only', async () => {
  let run: TextExtractionRun = FINISHED;
  const { calls } = api({
    extra: ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${RUNS}/${RUN_ID}/commit`) {
        run = { ...FINISHED, committed_at: '2025-03-01T00:00:00.000Z' };
        const { steps: _steps, documents: _documents, ...summary } = run;
        return { body: summary };
      }
      if (method === 'GET' && url.pathname === RUN_PATH) return { body: run };
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  await user.click(await screen.findByRole('button', { name: 'Commit' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Committing freezes the results');
  await user.click(within(confirm).getByRole('button', { name: 'Commit run' }));
  expect(await screen.findByText('This run is committed')).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${RUNS}/${RUN_ID}/commit`)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Commit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
});

test('edit sends the changed properties, typed by the ontology; split sends two groups of sources', async () => {
  const { calls, user } = openEditableResults();
  const actions = await screen.findByRole('button', { name: 'Actions for Acme Ltd' });
  await chooseMenuItem(user, actions, 'Edit properties');
  const edit = await screen.findByRole('dialog');
  expect(within(edit).getByRole('textbox', { name: 'name' })).toHaveValue('Acme Ltd');
  await fill(user, within(edit).getByRole('textbox', { name: 'founded' }), '1999\n2001');
  await user.click(within(edit).getByRole('button', { name: 'Save properties' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(1));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[0]?.body).toEqual({
    unstructured_action: {
      type: 'edit',
      entity_id: ENTITY_1,
      properties: { founded: ['1999', '2001'] },
    },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await chooseMenuItem(user, actions, 'Split');
  const split = await screen.findByRole('dialog');
  await user.click(within(split).getByRole('button', { name: 'Split' }));
  expect(within(split).getByText('Tick some sources, but not all of them.')).toBeInTheDocument();
  await user.click(within(split).getByRole('checkbox', { name: '“ACME”' }));
  await user.click(within(split).getByRole('button', { name: 'Split' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(2));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[1]?.body).toEqual({
    unstructured_action: { type: 'split', entity_id: ENTITY_1, groups: [[0], [1]] },
  });
});

test('issue 13 the results offer to build a knowledge base from this run', async () => {
  api({ run: FINISHED });
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  expect(await screen.findByRole('link', { name: 'Create a knowledge base' })).toHaveAttribute(
    'href',
    `/projects/${PROJECT_ID}/knowledge-bases/active?create=${RUN_ID}`,
  );
});
