import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentsCollection, DocumentsCollectionDetail, Project } from '@ontoloom/contract';
import { setToken, STALE_TIME } from '@ontoloom/platform';
import { queryClient } from '@ontoloom/platform';
import { routes } from '../../routes';
import { asActiveUser } from '@ontoloom/platform/testing';
import { callsTo, stubFetch } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { collectionKeys } from './api/collection-keys';
import { documentQueryOptions } from './api/collection-queries';

const PROJECT: Project = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Atlas',
  description: '',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const COLLECTION: DocumentsCollection = {
  id: '22222222-2222-4222-8222-222222222222',
  project_id: PROJECT.id,
  name: '',
  description: 'Scanned contracts',
  collection_type: 'unstructured',
  document_count: 2,
  archived_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const doc = (id: string, name: string, size: number) => ({
  id,
  documents_collection_id: COLLECTION.id,
  name,
  upload_file_id: id,
  content_type: 'application/pdf',
  size_bytes: size,
  page_count: null,
  created_at: '2025-01-01T00:00:00.000Z',
  removed_at: null,
});
const DETAIL: DocumentsCollectionDetail = {
  ...COLLECTION,
  documents: [
    doc('33333333-3333-4333-8333-333333333333', 'contract.pdf', 1536),
    doc('44444444-4444-4444-8444-444444444444', 'annex.pdf', 3 * 1024 ** 5),
  ],
};
const PROJECT_PATH = `/api/projects/${PROJECT.id}`;
const LIST_PATH = `${PROJECT_PATH}/documents_collections`;

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const api = (
  extra: (path: string) => { status?: number; body?: unknown } | undefined = () => undefined,
) =>
  stubFetch(
    asActiveUser(({ url }) => {
      if (url.pathname === PROJECT_PATH) return { body: PROJECT };
      return (
        extra(url.pathname) ?? (url.pathname === LIST_PATH ? { body: [COLLECTION] } : undefined)
      );
    }),
  );

test('R2.15 R3.04 the active sub-list shows collections, an empty name as the fallback label', async () => {
  const { calls } = api();
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections?search=scan`);
  const card = await screen.findByTestId('collection-card');
  expect(within(card).getByRole('link', { name: 'Untitled collection' })).toBeInTheDocument();
  expect(within(card).getByText('2 documents')).toBeInTheDocument();
  const [list] = callsTo(calls, 'GET', LIST_PATH);
  expect(list?.url.searchParams.get('search')).toBe('scan');
  expect(list?.url.searchParams.has('archived')).toBe(false);
});

test('R2.15 the archived sub-list asks for archived collections', async () => {
  const { calls } = api((path) => (path === LIST_PATH ? { body: [] } : undefined));
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections/archived`);
  expect(await screen.findByText('No archived collections')).toBeInTheDocument();
  expect(callsTo(calls, 'GET', LIST_PATH)[0]?.url.searchParams.get('archived')).toBe('true');
});

test('R2.24 R9.04 the collection page filters documents by its search param, sizes in base 1024', async () => {
  api((path) => (path === `${LIST_PATH}/${COLLECTION.id}` ? { body: DETAIL } : undefined));
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections/${COLLECTION.id}`);
  const table = await screen.findByRole('table', { name: 'Documents' });
  expect(within(table).getByRole('row', { name: /contract\.pdf/ })).toHaveTextContent('1.5 KB');
  expect(within(table).getByRole('row', { name: /annex\.pdf/ })).toHaveTextContent('3 PB');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Untitled collection' }),
  ).toBeInTheDocument();
});

test('R2.24 a search param leaves only the matching documents', async () => {
  api((path) => (path === `${LIST_PATH}/${COLLECTION.id}` ? { body: DETAIL } : undefined));
  renderRoutes(
    'projects',
    routes,
    `/projects/${PROJECT.id}/collections/${COLLECTION.id}?search=annex`,
  );
  const table = await screen.findByRole('table', { name: 'Documents' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).queryByText('contract.pdf')).not.toBeInTheDocument();
});

test('R2.28 R8.02 a missing collection shows the collection not-found view', async () => {
  api((path) =>
    path === `${LIST_PATH}/${COLLECTION.id}`
      ? { status: 404, body: { detail: 'Collection not found', code: 'collection_not_found' } }
      : undefined,
  );
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections/${COLLECTION.id}`);
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  // Its breadcrumb is not a made-up "Untitled collection" (issue 17).
  expect(screen.queryByText('Untitled collection')).not.toBeInTheDocument();
});

test('R2.28 a malformed document id shows the not-found view without calling the API', async () => {
  const { calls } = api((path) =>
    path === `${LIST_PATH}/${COLLECTION.id}` ? { body: DETAIL } : undefined,
  );
  renderRoutes(
    'projects',
    routes,
    `/projects/${PROJECT.id}/collections/${COLLECTION.id}/documents/nope`,
  );
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(calls.some((call) => call.url.pathname.includes('/documents/'))).toBe(false);
});

test('R9.02 the document query is cached 10 minutes', () => {
  const options = documentQueryOptions(PROJECT.id, COLLECTION.id, 'd');
  expect(options.staleTime).toBe(STALE_TIME.document);
  expect(options.staleTime).toBe(10 * 60 * 1000);
  expect(options.queryKey.slice(0, 2)).toEqual([...collectionKeys.all, 'document']);
  expect(queryClient).toBeDefined();
});

test('issue 17: selected documents are taken out of the collection after a confirmation saying runs keep them', async () => {
  const { calls } = api((path) =>
    path === `${LIST_PATH}/${COLLECTION.id}`
      ? { body: DETAIL }
      : path === `${LIST_PATH}/unstructured/${COLLECTION.id}`
        ? { body: { ...COLLECTION, document_count: 1 } }
        : undefined,
  );
  const user = userEvent.setup();
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections/${COLLECTION.id}`);
  await user.click(await screen.findByRole('checkbox', { name: 'Select annex.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Remove 1 document' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove 1 document?' });
  expect(dialog).toHaveTextContent('Runs and knowledge bases that already read it keep it');
  await user.click(within(dialog).getByRole('button', { name: 'Remove document' }));
  await waitFor(() =>
    expect(callsTo(calls, 'PATCH', `${LIST_PATH}/unstructured/${COLLECTION.id}`)).toHaveLength(1),
  );
  expect(callsTo(calls, 'PATCH', `${LIST_PATH}/unstructured/${COLLECTION.id}`)[0]?.body).toEqual({
    remove_document_ids: ['44444444-4444-4444-8444-444444444444'],
  });
});

test('issue 17: an archived collection offers neither adding nor removing documents', async () => {
  api((path) =>
    path === `${LIST_PATH}/${COLLECTION.id}`
      ? { body: { ...DETAIL, archived_at: '2025-02-01T00:00:00.000Z' } }
      : undefined,
  );
  renderRoutes('projects', routes, `/projects/${PROJECT.id}/collections/${COLLECTION.id}`);
  await screen.findByRole('table', { name: 'Documents' });
  expect(screen.queryByRole('button', { name: 'Add documents' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
