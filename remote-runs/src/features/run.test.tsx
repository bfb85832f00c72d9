import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextExtractionRun } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { callsTo, renderRoutes, resetPlatform, type StubReply } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import { api, at, BASE, FINISHED, MOUNT, RUN, RUN_ID, RUN_PATH } from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const running = (done: number): TextExtractionRun => ({
  ...RUN,
  status: 'running',
  steps: {
    ...RUN.steps,
    chunking: { ...RUN.steps.chunking, status: 'running', progress: { done, total: 2 } },
  },
  documents: RUN.documents.map((document, index) => ({
    ...document,
    status: index < done ? 'succeeded' : 'running',
    chunk_count: index < done ? 12 : 0,
  })),
});

test('R2.22 a run opens on its next tab, with breadcrumbs runs list › run name', async () => {
  api();
  const { router } = renderRoutes(MOUNT, routes, at(`/${RUN_ID}`), 'Projects');
  expect(await screen.findByRole('heading', { name: 'Contracts 2024' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(at(`/${RUN_ID}/chunking`)));
  const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
  expect(within(crumbs).getByRole('link', { name: 'Runs' })).toBeInTheDocument();
  expect(crumbs).toHaveTextContent('Contracts 2024');
  const tabs = screen.getByRole('navigation', { name: 'Run steps' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Chunking', 'Extraction', 'Deduplication', 'Results']);
  expect(within(tabs).getByRole('link', { name: 'Chunking' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('R2.28 an unknown run and a malformed id show the run not-found view', async () => {
  api({
    extra: ({ url }) =>
      url.pathname === RUN_PATH
        ? { status: 404, body: { code: 'run_not_found', detail: 'Not found', request_id: 'r' } }
        : undefined,
  });
  const { unmount } = renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  expect(await screen.findByTestId('not-found')).toHaveTextContent(
    'This extraction run does not exist.',
  );
  unmount();
  renderRoutes(MOUNT, routes, at('/not-a-run/chunking'));
  expect(await screen.findByTestId('not-found')).toHaveTextContent(
    'This extraction run does not exist.',
  );
});

test('R2.22 a failing tab shows its own error view; the run header stays', async () => {
  api({
    run: FINISHED,
    extra: ({ url }) =>
      url.pathname === `${BASE}/extraction_runs/${RUN_ID}/final_results`
        ? { status: 403, body: { code: 'bad_request', detail: 'Refused', request_id: 'req-9' } }
        : undefined,
  });
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/results`));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText(/request could not be understood/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contracts 2024' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Run steps' })).toBeInTheDocument();
});

test('per-document progress and errors; retry_failed and cancel patch the run', async () => {
  const failed: TextExtractionRun = {
    ...RUN,
    documents: [
      RUN.documents[0]!,
      {
        ...RUN.documents[1]!,
        status: 'failed',
        error: { code: 'document_failed', message: 'Unreadable PDF' },
      },
    ],
  };
  const { calls } = api({
    run: failed,
    extra: ({ method, url }) =>
      method === 'PATCH' && url.pathname === RUN_PATH ? { body: running(0) } : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  expect(await screen.findByText('Unreadable PDF')).toBeInTheDocument();
  expect(screen.getAllByTestId('document-progress')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Retry failed items of Text extraction' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(1));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[0]?.body).toEqual({
    unstructured_action: { type: 'retry_failed', step: 'text_extraction' },
  });
  // The answer is a running run: the cancel button appears.
  await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
  await waitFor(() => expect(callsTo(calls, 'PATCH', RUN_PATH)).toHaveLength(2));
  expect(callsTo(calls, 'PATCH', RUN_PATH)[1]?.body).toEqual({
    unstructured_action: { type: 'cancel' },
  });
});

test('a finished run with a document that could not be read counts it and offers no retry the server would refuse', async () => {
  api({
    run: {
      ...FINISHED,
      documents: [
        FINISHED.documents[0]!,
        {
          ...FINISHED.documents[1]!,
          status: 'failed',
          chunk_count: 0,
          error: { code: 'corrupt', message: 'The PDF cannot be read' },
        },
      ],
    },
  });
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  expect(await screen.findByText('Documents with errors: 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Retry failed items/ })).not.toBeInTheDocument();
});

test('live progress: the run events stream updates the bars and chunk counts', async () => {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const { fetchMock } = api({ run: running(0) });
  const stubbed = fetchMock.getMockImplementation()!;
  const eventHeaders: Record<string, string>[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith(`${RUN_PATH}/events`)) {
      eventHeaders.push((init?.headers ?? {}) as Record<string, string>);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          end = () => controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return stubbed(input, init);
  });
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  const overall = await screen.findByRole('progressbar', { name: 'Progress of Chunking' });
  expect(overall).toHaveAttribute('aria-valuenow', '0');
  await waitFor(() => expect(eventHeaders).toHaveLength(1));
  expect(eventHeaders[0]).toMatchObject({
    Authorization: 'Bearer token-1',
    Accept: 'text/event-stream',
  });
  await act(async () =>
    push(`: keep-alive\n\nevent: run\ndata: ${JSON.stringify(running(1))}\n\n`),
  );
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'Progress of Chunking' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    ),
  );
  const rows = screen.getAllByTestId('document-progress');
  expect(rows[0]).toHaveTextContent('12');
  const done: TextExtractionRun = {
    ...running(2),
    status: 'pending',
    current_step: 'extraction',
    steps: {
      ...RUN.steps,
      chunking: { ...RUN.steps.chunking, status: 'succeeded', progress: { done: 2, total: 2 } },
    },
  };
  await act(async () => {
    push(`event: run\ndata: ${JSON.stringify(done)}\n\n`);
    end();
  });
  expect(await screen.findByText('Chunks: 24')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
});

test('without a readable stream, progress falls back to polling the run', async () => {
  let current = running(0);
  const { calls } = api({
    extra: ({ method, url }): StubReply | undefined => {
      if (method !== 'GET' || url.pathname !== RUN_PATH) return undefined;
      const reply = { body: current };
      current = running(2);
      return reply;
    },
  });
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  await screen.findByRole('progressbar', { name: 'Progress of Chunking' });
  await waitFor(
    () =>
      expect(screen.getByRole('progressbar', { name: 'Progress of Chunking' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    { timeout: 5000 },
  );
  expect(callsTo(calls, 'GET', `${RUN_PATH}/events`).length).toBeGreaterThanOrEqual(1);
  expect(callsTo(calls, 'GET', RUN_PATH).length).toBeGreaterThanOrEqual(2);
});

test('an archived run is read-only and can be restored from its page', async () => {
  let run: TextExtractionRun = { ...RUN, archived_at: '2025-02-01T00:00:00.000Z' };
  const { calls } = api({
    extra: ({ method, url }) => {
      if (method === 'PATCH' && url.pathname === `${BASE}/extraction_runs/${RUN_ID}/restore`) {
        run = RUN;
        const { steps: _steps, documents: _documents, ...summary } = RUN;
        return { body: summary };
      }
      if (method === 'GET' && url.pathname === RUN_PATH) return { body: run };
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  expect(
    await screen.findByText('This run is committed or archived: it can no longer change.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start chunking' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Start chunking' })).toBeEnabled());
  expect(callsTo(calls, 'PATCH', `${BASE}/extraction_runs/${RUN_ID}/restore`)).toHaveLength(1);
});
