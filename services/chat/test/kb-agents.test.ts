import type {
  ChatCitation,
  ChatStreamEvent,
  ChatThread,
  ChatThreadDetail,
  DashboardProposal,
} from '@ontoloom/contract';
import { runFlow } from '../../api/test/support/run-flow';
import {
  startOpenAiServer,
  streamedText,
  streamedToolCall,
  type ChatRequest,
} from '../../api/test/support/openai-server';
import { expectStatus } from '../../api/test/support/test-api';
import { chatDatabases, startChatStack, type ChatStack } from './support/chat-stack';
import { ofKind, textOf } from './support/stream-events';

const citationsOf = (events: ChatStreamEvent[]): ChatCitation[] =>
  ofKind(events, 'citations')[0]?.citations ?? [];
/** Every [n] of the text names a citation, and every citation is cited in the text. */
const expectCitationsMatch = (text: string, citations: ChatCitation[]) => {
  const cited = new Set([...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
  expect(new Set(citations.map((citation) => citation.n))).toEqual(cited);
};

/** A user's knowledge base built from the suppliers run (Acme Corp, Globex Inc, three people). */
async function knowledgeBase(stack: ChatStack, label: string) {
  const flow = await runFlow(stack.api, label);
  const run = await flow.finished('First', { commit: true });
  const created = await stack.api.call(
    'POST',
    `/api/projects/${flow.scope.projectId}/knowledge_bases`,
    {
      token: flow.token,
      body: {
        name: 'Suppliers graph',
        origin: { mode: 'from_extraction_run', extraction_run_id: run.id },
      },
    },
  );
  expectStatus(created, 201);
  const kb = created.json<{ id: string }>();
  return {
    flow,
    token: flow.token,
    kbId: kb.id,
    context: { project_id: flow.scope.projectId, knowledge_base_id: kb.id },
    dashboards: `/api/projects/${flow.scope.projectId}/knowledge_bases/${kb.id}/dashboards`,
  };
}

describe.each(chatDatabases())('knowledge-base agents offline on $name', (database) => {
  let stack: ChatStack;
  let kb: Awaited<ReturnType<typeof knowledgeBase>>;
  beforeAll(async () => {
    stack = await startChatStack(database);
    kb = await knowledgeBase(stack, 'kb-agents');
  });
  afterAll(() => stack?.close());

  const thread = async (agent: 'kb_chat' | 'kb_dashboard_builder') => {
    const created = await stack.call('POST', '/threads', kb.token, { agent, context: kb.context });
    expect(created.status).toBe(201);
    return (created.body as ChatThread).id;
  };
  const ask = async (id: string, content: string) => {
    const sent = await stack.send(kb.token, id, content);
    expect(sent.status).toBe(200);
    return { events: sent.events, text: textOf(sent.events), citations: citationsOf(sent.events) };
  };

  test('R1.07 KB chat: "Who works for Acme Corp?" follows works_for in the graph and cites the people and the sentences that say so; the citations are stored with the reply', async () => {
    const id = await thread('kb_chat');
    const { events, text, citations } = await ask(id, 'Who works for Acme Corp?');
    expect(text).toMatch(/Jane Roe/);
    expect(text).toMatch(/John Smith/);
    expect(text).not.toMatch(/Mary Major/);
    expectCitationsMatch(text, citations);
    const entities = citations.filter((c) => c.kind === 'entity');
    expect(entities.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Acme Corp', 'Jane Roe', 'John Smith']),
    );
    const passages = citations.filter((c) => c.kind === 'passage');
    expect(passages.map((c) => c.provenance.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Jane Roe works for Acme Corp')]),
    );
    for (const passage of passages) {
      expect(passage.document_name).toBe('suppliers.txt');
      expect(passage.provenance.end).toBeGreaterThan(passage.provenance.start);
    }
    // The citations come once, before the stored reply that carries them.
    const kinds = events.map((event) => event.event);
    expect(kinds.indexOf('citations')).toBeLessThan(kinds.indexOf('done'));
    const detail = (await stack.call('GET', `/threads/${id}`, kb.token)).body as ChatThreadDetail;
    expect(detail.messages[1]).toMatchObject({ content: text, citations });
  });

  test('R1.07 KB chat: a class question lists and counts; an entity question describes it with its relations; tool activity is shown', async () => {
    const id = await thread('kb_chat');
    const people = await ask(id, 'How many people are there?');
    expect(people.text).toMatch(/holds 3 Person entities/);
    for (const name of ['Jane Roe', 'John Smith', 'Mary Major'])
      expect(people.text).toContain(name);
    expectCitationsMatch(people.text, people.citations);
    expect(ofKind(people.events, 'tool_result').map((e) => e.tool_call.name)).toContain(
      'list_entities',
    );

    const jane = await ask(id, 'Tell me about Jane Roe');
    expect(jane.text).toMatch(/^Jane Roe \[\d+\] is a Person/);
    expect(jane.text).toMatch(/works_for → Acme Corp \[\d+\]/);
    expectCitationsMatch(jane.text, jane.citations);
    // A label the question names in part still anchors the answer.
    const globex = await ask(id, 'Tell me about Globex');
    expect(globex.text).toMatch(/^Globex Inc[^\n]* \[\d+\] is a Company/);
    expectCitationsMatch(globex.text, globex.citations);
  });

  test('R1.07 KB chat says it found nothing rather than inventing: no answer, no citation', async () => {
    const id = await thread('kb_chat');
    const unknown = await ask(id, 'Who founded Zorblax Industries?');
    expect(unknown.text).toMatch(
      /^I found nothing about “[a-z ]*zorblax industries” in this knowledge base/,
    );
    expect(unknown.citations).toEqual([]);
    expect(ofKind(unknown.events, 'citations')).toEqual([]);
  });

  test('R1.07 dashboard builder: requests build one proposal across a thread, checked and previewed by the API; the user saves it; an existing dashboard is edited; a wrong class is explained', async () => {
    const id = await thread('kb_dashboard_builder');
    const first = await ask(id, 'bar chart of people per company');
    const proposal = ofKind(first.events, 'proposal')[0]?.proposal as DashboardProposal;
    expect(proposal).toMatchObject({
      kind: 'dashboard_config',
      knowledge_base_id: kb.kbId,
      dashboard_id: null,
    });
    // People per company: along works_for (Person → Company), grouped by the company.
    expect(proposal.dashboard.widgets).toEqual([
      expect.objectContaining({
        type: 'bar',
        title: 'People per company',
        query: expect.objectContaining({
          source: 'relations',
          relation_name: 'works_for',
          group_by: 'target.label',
        }),
      }),
    ]);
    expect(first.text).toMatch(/along the relation works_for/);

    const second = await ask(id, 'number of companies\ntitle Suppliers at a glance');
    const grown = ofKind(second.events, 'proposal')[0]?.proposal as DashboardProposal;
    expect(grown.dashboard.title).toBe('Suppliers at a glance');
    expect(grown.dashboard.widgets.map((w) => [w.type, w.title])).toEqual([
      ['bar', 'People per company'],
      ['metric', 'Companies'],
    ]);
    // Nothing saved until the user says so; then the proposal saves as it stands.
    const before = await stack.api.call('GET', kb.dashboards, { token: kb.token });
    expect(before.json<unknown[]>()).toHaveLength(1);
    const saved = await stack.api.call('POST', kb.dashboards, {
      token: kb.token,
      body: grown.dashboard,
    });
    expectStatus(saved, 201);
    const data = await stack.api.call(
      'POST',
      `${kb.dashboards}/${saved.json<{ id: string }>().id}/data`,
      { token: kb.token, body: {} },
    );
    const widgets = data.json<{ widgets: { data: unknown; error: unknown }[] }>().widgets;
    expect(widgets[0]).toMatchObject({
      error: null,
      data: {
        type: 'bar',
        series: expect.arrayContaining([{ label: 'Acme Corp', value: expect.any(Number) }]),
      },
    });

    const edit = await ask(
      await thread('kb_dashboard_builder'),
      'edit dashboard Overview\nremove last',
    );
    const edited = ofKind(edit.events, 'proposal')[0]?.proposal as DashboardProposal;
    const [overview] = before.json<{ id: string }[]>();
    expect(edited.dashboard_id).toBe(overview!.id);
    const original = await stack.api.call('GET', `${kb.dashboards}/${overview!.id}`, {
      token: kb.token,
    });
    const originalWidgets = original.json<{ widgets: { id: string }[] }>().widgets;
    expect(edited.dashboard.widgets.map((w) => w.id)).toEqual(
      originalWidgets.slice(0, -1).map((w) => w.id),
    );

    const wrong = await ask(await thread('kb_dashboard_builder'), 'table of planets');
    expect(wrong.text).toMatch(/There is no class “planets” \(classes: Company, Person\)/);
    expect(ofKind(wrong.events, 'proposal')).toEqual([]);
    const help = await ask(await thread('kb_dashboard_builder'), 'make it pretty');
    expect(help.text).toMatch(/I can't build “make it pretty” offline/);
  });

  test('R1.07 the KB agents need a knowledge base the user may read: wrong context 422, a foreign knowledge base 404', async () => {
    const wrong = await stack.call('POST', '/threads', kb.token, {
      agent: 'kb_chat',
      context: { project_id: kb.context.project_id },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'chat_context_invalid' });
    const stranger = await runFlow(stack.api, 'kb-agents-stranger');
    const foreign = await stack.call('POST', '/threads', stranger.token, {
      agent: 'kb_dashboard_builder',
      context: kb.context,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('knowledge-base chat with an OpenAI-compatible provider (local server)', () => {
  const [database] = chatDatabases();
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  let stack: ChatStack;
  let kb: Awaited<ReturnType<typeof knowledgeBase>>;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    stack = await startChatStack(database!, {
      CHAT_LLM_BASE_URL: `${llm.url}/v1`,
      CHAT_LLM_MODEL: 'stand-in',
    });
    kb = await knowledgeBase(stack, 'kb-agents-llm');
  });
  afterAll(async () => {
    await stack?.close();
    await llm?.close();
  });

  test('R1.07 the model searches, reads numbered sources and cites them: only the sources it cites are kept', async () => {
    const start = llm.requests.length;
    let toolResult = '';
    llm.answerWith((request: ChatRequest) => {
      const turn = llm.requests.indexOf(request) - start;
      if (turn === 0) return streamedToolCall('search_knowledge_base', { query: 'Jane' }, 'call_1');
      const tool = request.body.messages.find((message) => message.role === 'tool');
      toolResult = String(tool?.content ?? '');
      const n = /\[(\d+)\] entity [0-9a-f-]+: Person "Jane Roe"/.exec(toolResult)?.[1];
      return streamedText(`Jane Roe [${n}] works for Acme Corp.`);
    });
    const created = await stack.call('POST', '/threads', kb.token, {
      agent: 'kb_chat',
      context: kb.context,
    });
    const sent = await stack.send(kb.token, (created.body as ChatThread).id, 'Who is Jane?');
    expect(toolResult).toContain('<untrusted_document');
    const text = textOf(sent.events);
    expect(text).toMatch(/^Jane Roe \[\d+\] works for Acme Corp\.$/);
    const citations = citationsOf(sent.events);
    expect(citations).toEqual([
      expect.objectContaining({ kind: 'entity', label: 'Jane Roe', class_name: 'Person' }),
    ]);
    expectCitationsMatch(text, citations);
  });
});
