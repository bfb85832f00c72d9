import type { ChatMessage, ChatProposal, ChatStreamEvent } from '@ontoloom/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { parseConfig, setConfig } from '../config/load-config';
import { queryClient } from '../query/query-client';
import { setToken } from '../session/token';
import { PlatformProvider } from '../ui/platform-provider';
import { ChatPanel } from './chat-panel';

// Typing and a streamed reply take a few seconds on a busy machine.
jest.setTimeout(30_000);

const CHAT = 'http://chat.test';
const PROJECT = '11111111-1111-4111-8111-111111111111';
const VERSION = '22222222-2222-4222-8222-222222222222';
const THREAD = '33333333-3333-4333-8333-333333333333';
const now = '2026-01-01T00:00:00.000Z';

setConfig(
  parseConfig({
    API_URL: 'http://api.test',
    CHAT_URL: CHAT,
    DATADOG_APPLICATION_ID: 'test',
    DATADOG_CLIENT_TOKEN: 'test',
    ENVIRONMENT_NAME: 'test',
    ONTOLOGY_CHAT_AGENT_NAME: 'ontology_assistant',
    GRAPH_EXPLOITATION_AGENT_NAME: 'kb_chat',
    GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: 'kb_dashboard_builder',
  }),
);

const context = { project_id: PROJECT, ontology_version_id: VERSION };
const thread = {
  id: THREAD,
  agent: 'ontology_assistant',
  context,
  title: '',
  credits_used: 0,
  created_at: now,
  updated_at: now,
};
const message = (
  id: string,
  role: 'user' | 'assistant',
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  thread_id: THREAD,
  role,
  content,
  status: 'complete',
  tool_calls: [],
  proposal: null,
  citations: [],
  credits: 0,
  created_at: now,
  ...extra,
});
const proposal: ChatProposal = {
  kind: 'ontology_modifications',
  ontology_id: '44444444-4444-4444-8444-444444444444',
  base_version_id: VERSION,
  summary: 'Add class Supplier',
  ontology_modifications: [
    {
      op: 'add_class',
      class: {
        name: 'Supplier',
        description: '',
        aliases: [],
        examples: [],
        patterns: [],
        properties: [],
      },
    },
  ],
};
const USER_ID = '55555555-5555-4555-8555-555555555555';
const REPLY_ID = '66666666-6666-4666-8666-666666666666';

/** The chat service at the browser edge: JSON calls, and a reply stream the test feeds. */
function stubChatService() {
  const encoder = new TextEncoder();
  let stored: ChatMessage[] = [];
  let feed: ReadableStreamDefaultController<Uint8Array> | null = null;
  const posted: { content: string; signal: AbortSignal | null | undefined }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    if (url.pathname === '/threads' && method === 'GET') return json(stored.length ? [thread] : []);
    if (url.pathname === '/threads' && method === 'POST') return json(thread, 201);
    if (url.pathname === `/threads/${THREAD}` && method === 'DELETE')
      return new Response(null, { status: 204 });
    if (url.pathname === `/threads/${THREAD}` && method === 'GET')
      return json({ ...thread, messages: stored });
    if (url.pathname === `/threads/${THREAD}/messages`) {
      posted.push({
        content: (JSON.parse(String(init.body)) as { content: string }).content,
        signal: init.signal,
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          feed = controller;
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('Aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return json({ detail: 'not stubbed' }, 500);
  }) as typeof fetch;
  return {
    posted,
    store(messages: ChatMessage[]) {
      stored = messages;
    },
    send(event: ChatStreamEvent) {
      act(() =>
        feed!.enqueue(encoder.encode(`event: ${event.event}\ndata: ${JSON.stringify(event)}\n\n`)),
      );
    },
    end() {
      act(() => feed!.close());
    },
  };
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Assistant
      </button>
      <ChatPanel
        open={open}
        onOpenChange={setOpen}
        agent="ontology_assistant"
        context={context}
        title="Ontology assistant"
        renderProposal={(p) => <div data-testid="proposal">Proposal: {p.summary}</div>}
      />
    </>
  );
}

const renderHarness = () =>
  render(
    <PlatformProvider>
      <Harness />
    </PlatformProvider>,
  );

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
});

test('R1.07 the panel streams a reply, shows tool activity and the proposal slot; Enter sends, Shift+Enter adds a line', async () => {
  const service = stubChatService();
  const user = userEvent.setup();
  renderHarness();
  const input = await screen.findByRole('textbox', { name: 'Message' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, 'add class Supplier{Shift>}{Enter}{/Shift}with properties name');
  expect(input).toHaveValue('add class Supplier\nwith properties name');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(service.posted).toHaveLength(1));
  expect(service.posted[0]!.content).toBe('add class Supplier\nwith properties name');
  expect(input).toHaveValue('');
  // While streaming: Stop instead of Send, the text grows as deltas arrive.
  expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
  service.send({
    event: 'message',
    user_message: message(USER_ID, 'user', 'add class Supplier'),
    assistant_message_id: REPLY_ID,
  });
  service.send({
    event: 'tool_call',
    tool_call: { id: 't1', name: 'propose_modifications', arguments: {} },
  });
  service.send({ event: 'delta', text: 'Add class ' });
  expect(await screen.findByText('Add class')).toBeInTheDocument();
  expect(screen.getByText('running…')).toBeInTheDocument();
  service.send({
    event: 'tool_result',
    tool_call: {
      id: 't1',
      name: 'propose_modifications',
      arguments: {},
      ok: true,
      result: 'Proposed 1 change(s)',
    },
  });
  service.send({ event: 'proposal', proposal });
  service.send({ event: 'delta', text: 'Supplier' });
  expect(await screen.findByText('Add class Supplier')).toHaveAttribute('dir', 'auto');
  expect(screen.getByTestId('proposal')).toHaveTextContent('Proposal: Add class Supplier');
  expect(screen.getByText('Proposed 1 change(s)')).toBeInTheDocument();
  // Done: the stored messages replace the streamed ones.
  const reply = message(REPLY_ID, 'assistant', 'Add class Supplier: here is the change.', {
    proposal,
    tool_calls: [
      {
        id: 't1',
        name: 'propose_modifications',
        arguments: {},
        ok: true,
        result: 'Proposed 1 change(s)',
      },
    ],
  });
  service.store([message(USER_ID, 'user', 'add class Supplier\nwith properties name'), reply]);
  service.send({ event: 'done', message: reply });
  service.end();
  expect(await screen.findByText('Add class Supplier: here is the change.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.getAllByTestId('proposal')).toHaveLength(1);
});

test('R1.07 a thread read while the reply streams holds it half-written: what has streamed shows in it, then the stored reply', async () => {
  const service = stubChatService();
  const user = userEvent.setup();
  // The thread is read (the panel opens it) after the service stored the reply, unwritten yet.
  service.store([
    message(USER_ID, 'user', 'chart'),
    message(REPLY_ID, 'assistant', '', { status: 'streaming' }),
  ]);
  renderHarness();
  const input = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(input, 'chart{Enter}');
  await waitFor(() => expect(service.posted).toHaveLength(1));
  service.send({
    event: 'message',
    user_message: message(USER_ID, 'user', 'chart'),
    assistant_message_id: REPLY_ID,
  });
  service.send({ event: 'delta', text: 'Here is a chart.' });
  service.send({ event: 'proposal', proposal });
  expect(await screen.findByText('Here is a chart.')).toBeInTheDocument();
  expect(screen.getByTestId('proposal')).toHaveTextContent('Proposal: Add class Supplier');
  expect(screen.getAllByText('chart')).toHaveLength(1);
  // Ended: the thread is read again, never the answer read while it streamed.
  const reply = message(REPLY_ID, 'assistant', 'Here is a chart, stored.', { proposal });
  service.store([message(USER_ID, 'user', 'chart'), reply]);
  service.send({ event: 'done', message: reply });
  service.end();
  expect(await screen.findByText('Here is a chart, stored.')).toBeInTheDocument();
  expect(screen.queryByText('…')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('proposal')).toHaveLength(1);
});

test('R1.07 Stop closes the stream mid-reply; Escape closes the panel', async () => {
  const service = stubChatService();
  const user = userEvent.setup();
  renderHarness();
  const input = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(input, 'talk{Enter}');
  await waitFor(() => expect(service.posted).toHaveLength(1));
  service.send({ event: 'delta', text: 'Partial answer' });
  expect(await screen.findByText('Partial answer')).toBeInTheDocument();
  service.store([
    message(USER_ID, 'user', 'talk'),
    message(REPLY_ID, 'assistant', 'Partial answer', { status: 'stopped' }),
  ]);
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(service.posted[0]!.signal?.aborted).toBe(true);
  expect(await screen.findByText('Stopped')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument(),
  );
});

test('R1.07 a refused message shows the error by its code', async () => {
  stubChatService();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.pathname === '/threads' && (init.method ?? 'GET') === 'GET')
      return new Response('[]', { status: 200 });
    if (url.pathname === '/threads') return new Response(JSON.stringify(thread), { status: 201 });
    return new Response(JSON.stringify({ code: 'rate_limited', detail: 'Too many messages' }), {
      status: 429,
    });
  }) as typeof fetch;
  const user = userEvent.setup();
  renderHarness();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'hello{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts. Wait a moment and try again.',
  );
});

test('R1.07 deleting a conversation asks first', async () => {
  const service = stubChatService();
  service.store([message(USER_ID, 'user', 'hello'), message(REPLY_ID, 'assistant', 'Hi')]);
  const user = userEvent.setup();
  renderHarness();
  expect(await screen.findByText('Hi')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alert');
  expect(confirm).toHaveTextContent('Delete this conversation?');
  const deletes = () =>
    (globalThis.fetch as jest.Mock).mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'DELETE',
    );
  expect(deletes()).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete conversation' }));
  await waitFor(() => expect(deletes()).toHaveLength(1));
});

test('R1.07 cited sources are listed under the reply, each a link where the remote says it leads; only the newest proposal is current', async () => {
  const service = stubChatService();
  const second: ChatProposal = { ...proposal, summary: 'Add class Buyer' };
  service.store([
    message(USER_ID, 'user', 'add class Supplier'),
    message(REPLY_ID, 'assistant', 'Here it is.', { proposal }),
    message('77777777-7777-4777-8777-777777777777', 'user', 'who supplies Acme?'),
    message('88888888-8888-4888-8888-888888888888', 'assistant', 'Jane Roe [1] [2].', {
      proposal: second,
      citations: [
        {
          kind: 'entity',
          n: 1,
          entity_id: '99999999-9999-4999-8999-999999999999',
          label: 'Jane Roe',
          class_name: 'Person',
        },
        {
          kind: 'passage',
          n: 2,
          document_name: 'report.pdf',
          provenance: {
            document_id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
            page: 3,
            chunk_id: null,
            start: 10,
            end: 40,
            text: 'Jane Roe works for Acme Corp.',
          },
        },
      ],
    }),
  ]);
  render(
    <PlatformProvider>
      <MemoryRouter>
        <ChatPanel
          open
          onOpenChange={() => undefined}
          agent="kb_chat"
          context={context}
          title="Ask"
          citationHref={(citation) =>
            citation.kind === 'entity' ? `/entities/${citation.entity_id}` : undefined
          }
          renderProposal={(p, { current }) => (
            <div data-testid="proposal">
              {p.summary}: {current ? 'current' : 'replaced'}
            </div>
          )}
        />
      </MemoryRouter>
    </PlatformProvider>,
  );
  const sources = await screen.findByRole('region', { name: 'Sources' });
  expect(within(sources).getByRole('link', { name: 'Jane Roe · Person' })).toHaveAttribute(
    'href',
    '/entities/99999999-9999-4999-8999-999999999999',
  );
  // No link for a source the remote cannot open; the passage still reads with its page.
  expect(within(sources).queryAllByRole('link')).toHaveLength(1);
  expect(sources).toHaveTextContent('[2]report.pdf (p. 3): “Jane Roe works for Acme Corp.”');
  expect(screen.getAllByTestId('proposal').map((node) => node.textContent)).toEqual([
    'Add class Supplier: replaced',
    'Add class Buyer: current',
  ]);
});
