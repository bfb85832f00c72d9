import type { WidgetData } from '@ontoloom/contract';
import pg from 'pg';
import { databases } from './support/databases';
import { runFlow } from './support/run-flow';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

type WidgetAnswer = {
  widget_id: string;
  data: WidgetData;
  error: { code: string; detail: string } | null;
};
type Config = { id: string; title: string; parameters: object[]; widgets: object[] };

describe.each(databases())('dashboards on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { CREDITS_DEFAULT_QUOTA: '100' });
  });
  afterAll(() => api.close());

  /** A knowledge base of the suppliers run and calls on its dashboards. */
  async function dashboardFlow(label: string, on = api) {
    const flow = await runFlow(on, label);
    const run = await flow.finished('First', { commit: true });
    const kbs = `/api/projects/${flow.scope.projectId}/knowledge_bases`;
    const created = await on.call('POST', kbs, {
      token: flow.token,
      body: {
        name: 'Suppliers graph',
        origin: { mode: 'from_extraction_run', extraction_run_id: run.id },
      },
    });
    expectStatus(created, 201);
    const kb = created.json<{ id: string; entity_count: number; relation_count: number }>();
    const base = `${kbs}/${kb.id}/dashboards`;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      on.call(method, `${base}${path}`, { token: flow.token, ...(body ? { body } : {}) });
    const data = async (id: string, parameters: Record<string, string> = {}) => {
      const response = await call('POST', `/${id}/data`, parameters);
      expectStatus(response, 200);
      const widgets = response.json<{ widgets: WidgetAnswer[] }>().widgets;
      return Object.fromEntries(widgets.map((widget) => [widget.widget_id, widget]));
    };
    return { flow, kb, call, data };
  }

  test('R2.22 R2.23 the overview dashboard: sizes, classes, relation types, documents; the class parameter (a bar click) filters the count, the table, the documents and the graph', async () => {
    const { kb, call, data } = await dashboardFlow('dash-overview');
    const [overview] = (await call('GET', '')).json<Config[]>();
    const config = (await call('GET', `/${overview!.id}`)).json<Config>();
    expect(config).toMatchObject({
      title: 'Overview',
      parameters: [{ name: 'class', type: 'string', required: false, default: null }],
    });
    expect(config.widgets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'entities-per-class',
          type: 'bar',
          on_click: { set_param: 'class' },
        }),
      ]),
    );

    const all = await data(overview!.id);
    expect(Object.values(all).every((widget) => widget.error === null)).toBe(true);
    expect(all.entities!.data).toEqual({ type: 'metric', value: kb.entity_count });
    expect(all.relations!.data).toEqual({ type: 'metric', value: kb.relation_count });
    expect(all['entities-per-class']!.data).toEqual({
      type: 'bar',
      series: [
        { label: 'Company', value: 4 },
        { label: 'Person', value: 3 },
      ],
    });
    expect(all['relations-per-type']!.data).toEqual({
      type: 'pie',
      series: [{ label: 'works_for', value: kb.relation_count }],
    });
    expect(all['entities-per-document']!.data).toEqual({
      type: 'bar',
      series: [{ label: 'suppliers.txt', value: kb.entity_count }],
    });
    const table = all['most-connected']!.data as {
      columns: string[];
      rows: Record<string, unknown>[];
    };
    expect(table.columns).toEqual(['label', 'class_name', 'degree']);
    expect(table.rows).toHaveLength(kb.entity_count);
    expect(table.rows[0]!.degree).toBe(1);
    const graph = all.graph!.data as {
      nodes: { id: string }[];
      edges: { source: string; target: string }[];
    };
    expect(graph.nodes).toHaveLength(kb.entity_count);
    expect(graph.edges).toHaveLength(kb.relation_count);

    // A click on the Person bar sets class=Person: the count, the table, the documents and the
    // graph follow.
    const people = await data(overview!.id, { class: 'Person' });
    const rows = (people['most-connected']!.data as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.class_name === 'Person')).toBe(true);
    const personGraph = people.graph!.data as { nodes: object[]; edges: object[] };
    expect(personGraph.nodes).toHaveLength(3);
    expect(personGraph.edges).toHaveLength(0);
    expect(people.entities!.data).toEqual({ type: 'metric', value: 3 });
    // The widgets without the parameter are unchanged: the bar itself still shows every class.
    expect(people['entities-per-class']!.data).toEqual(all['entities-per-class']!.data);
    expect(people.relations!.data).toEqual(all.relations!.data);
  });

  test('issue 13: dashboards are created, replaced and deleted; queries filter by properties, documents and degree, group, aggregate and draw relations', async () => {
    const { call, data } = await dashboardFlow('dash-crud');
    const body = {
      title: 'Companies',
      parameters: [
        { name: 'name', label: 'Name', type: 'string', default: 'acme', required: false },
        { name: 'min_degree', label: 'At least', type: 'number', default: null, required: false },
      ],
      widgets: [
        {
          id: 'acme',
          type: 'metric',
          title: 'Acme mentions',
          query: {
            source: 'entities',
            class_name: 'Company',
            filters: [{ property: 'properties.name', op: 'contains', value: { param: 'name' } }],
          },
        },
        {
          id: 'connected',
          type: 'table',
          title: 'Connected',
          query: {
            source: 'entities',
            filters: [
              { property: 'degree', op: 'gte', value: { param: 'min_degree' } },
              { property: 'document', op: 'eq', value: 'suppliers.txt' },
              { property: 'class_name', op: 'in', value: ['Person', 'Company'] },
            ],
            columns: ['label', 'degree', 'document', 'properties.name'],
            order_by: { field: 'label', direction: 'asc' },
          },
        },
        {
          id: 'degrees',
          type: 'line',
          title: 'Degree sum per class',
          query: {
            source: 'entities',
            filters: [],
            group_by: 'class_name',
            aggregate: { fn: 'sum', property: 'degree' },
          },
        },
        {
          id: 'employers',
          type: 'table',
          title: 'Employers',
          query: {
            source: 'relations',
            relation_name: 'works_for',
            filters: [{ property: 'source.label', op: 'neq', value: 'Nobody' }],
            group_by: 'target.label',
          },
        },
        {
          id: 'jane',
          type: 'metric',
          title: 'Jane, whatever the case',
          query: {
            source: 'entities',
            filters: [{ property: 'label', op: 'in', value: ['JANE ROE', 'nobody'] }],
          },
        },
        {
          id: 'network',
          type: 'graph',
          title: 'Who works where',
          query: { source: 'relations', filters: [] },
        },
      ],
    };
    const created = await call('POST', '', body);
    expectStatus(created, 201);
    const dashboard = created.json<Config>();
    expect(dashboard).toMatchObject({ title: 'Companies', parameters: body.parameters });
    expect((await call('GET', '')).json<Config[]>().map((d) => d.title)).toEqual([
      'Overview',
      'Companies',
    ]);

    const answers = await data(dashboard.id);
    expect(Object.values(answers).map((widget) => widget.error)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(answers.jane!.data).toEqual({ type: 'metric', value: 1 });
    expect(answers.acme!.data).toEqual({ type: 'metric', value: 3 });
    expect((await data(dashboard.id, { name: 'globex' })).acme!.data).toEqual({
      type: 'metric',
      value: 1,
    });
    const connected = answers.connected!.data as {
      columns: string[];
      rows: Record<string, unknown>[];
    };
    expect(connected.columns).toEqual(['label', 'degree', 'document', 'properties.name']);
    expect(connected.rows).toHaveLength(7);
    expect(connected.rows[0]).toMatchObject({
      label: 'Acme Corp',
      document: 'suppliers.txt',
      'properties.name': 'Acme Corp',
    });
    const onlyLinked = await data(dashboard.id, { min_degree: '1' });
    expect((onlyLinked.connected!.data as { rows: unknown[] }).rows).toHaveLength(4);
    expect(answers.degrees!.data).toEqual({
      type: 'line',
      series: [
        { label: 'Company', value: 2 },
        { label: 'Person', value: 2 },
      ],
    });
    expect(answers.employers!.data).toEqual({
      type: 'table',
      columns: ['target.label', 'value'],
      rows: [{ 'target.label': 'Acme Corp', value: 2 }],
    });
    const network = answers.network!.data as { nodes: object[]; edges: object[] };
    expect(network.edges).toHaveLength(2);
    expect(network.nodes).toHaveLength(4);

    const replaced = await call('PUT', `/${dashboard.id}`, {
      ...body,
      title: 'Firms',
      widgets: body.widgets.slice(0, 1),
    });
    expectStatus(replaced, 200);
    expect(replaced.json<Config>()).toMatchObject({ title: 'Firms', widgets: [{ id: 'acme' }] });
    expect(Object.keys(await data(dashboard.id))).toEqual(['acme']);

    expectStatus(await call('DELETE', `/${dashboard.id}`), 204);
    const gone = await call('GET', `/${dashboard.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'dashboard_not_found' });
  });

  test('issue 13: saving a dashboard checks each widget against the ontology: 422 dashboard_query_invalid naming the widget and the problem', async () => {
    const { call } = await dashboardFlow('dash-invalid');
    const widget = (id: string, query: object, type = 'table', extra: object = {}) => ({
      id,
      type,
      title: id,
      query: { source: 'entities', filters: [], ...query },
      ...extra,
    });
    const cases: [widget: object, problem: string][] = [
      [
        widget('w1', { filters: [{ property: 'colour', op: 'eq', value: 'red' }] }),
        'widget "w1": query.filters[0].property: unknown field "colour"',
      ],
      [
        widget('w2', { columns: ['properties.turnover'] }),
        'widget "w2": query.columns[0]: no property "turnover"',
      ],
      [widget('w3', { class_name: 'Planet' }), 'widget "w3": query.class_name: no class "Planet"'],
      [
        widget('w4', { filters: [{ property: 'label', op: 'eq', value: { param: 'nope' } }] }),
        'widget "w4": query.filters[0].value: unknown parameter "nope"',
      ],
      [
        widget('w5', {}, 'bar'),
        'widget "w5": query.group_by: a bar widget needs a field to group by',
      ],
      [
        widget('w6', { source: 'relations', group_by: 'degree' }, 'pie'),
        'widget "w6": query.group_by: unknown field "degree" for relations',
      ],
      [
        widget('w7', {}, 'table', { on_click: { set_param: 'class' } }),
        'widget "w7": on_click.set_param: unknown parameter "class"',
      ],
    ];
    for (const [bad, problem] of cases) {
      const response = await call('POST', '', { title: 'Bad', widgets: [widget('ok', {}), bad] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'dashboard_query_invalid' });
      expect(response.json<{ detail: string }>().detail).toContain(problem);
    }
    const [overview] = (await call('GET', '')).json<Config[]>();
    const put = await call('PUT', `/${overview!.id}`, { title: 'Bad', widgets: [cases[0]![0]] });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toMatchObject({ code: 'dashboard_query_invalid' });
  });

  test('issue 14: a dashboard not saved yet is previewed with parameters, checked as a save would be, and nothing is written', async () => {
    const { call } = await dashboardFlow('dash-preview');
    const before = (await call('GET', '')).json<Config[]>();
    const dashboard = {
      title: 'Companies',
      parameters: [{ name: 'who', label: 'Who', type: 'string', default: null, required: false }],
      widgets: [
        {
          id: 'per-class',
          type: 'bar',
          title: 'Per class',
          query: { source: 'entities', group_by: 'class_name' },
        },
        {
          id: 'matching',
          type: 'table',
          title: 'Matching',
          query: {
            source: 'entities',
            columns: ['label'],
            filters: [{ property: 'label', op: 'contains', value: { param: 'who' } }],
          },
        },
      ],
    };
    const preview = await call('POST', '/preview', { dashboard, parameters: { who: 'Acme' } });
    expectStatus(preview, 200);
    const widgets = preview.json<{ widgets: WidgetAnswer[] }>().widgets;
    expect(widgets.map((widget) => widget.widget_id)).toEqual(['per-class', 'matching']);
    expect(widgets[0]!.data).toEqual({
      type: 'bar',
      series: [
        { label: 'Company', value: 4 },
        { label: 'Person', value: 3 },
      ],
    });
    const matching = widgets[1]!.data;
    if (matching.type !== 'table') throw new Error(`a table, not ${matching.type}`);
    expect(matching.rows.length).toBeGreaterThan(0);
    expect(matching.rows.every((row) => row.label === 'Acme Corp')).toBe(true);
    // Without the optional parameter the filter drops: every entity.
    const all = await call('POST', '/preview', { dashboard });
    expect(all.json<{ widgets: WidgetAnswer[] }>().widgets[1]!.data).toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ label: 'Jane Roe' })]),
    });

    const invalid = await call('POST', '/preview', {
      dashboard: {
        ...dashboard,
        widgets: [
          { ...dashboard.widgets[0], query: { source: 'entities', group_by: 'properties.colour' } },
        ],
      },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'dashboard_query_invalid' });
    expect(invalid.json<{ detail: string }>().detail).toContain('widget "per-class"');
    expectStatus(
      await call('POST', '/preview', { dashboard: { title: 'Empty', widgets: [] } }),
      422,
    );
    expect((await call('GET', '')).json<Config[]>()).toEqual(before);
  });

  test('issue 13: a failing widget reports its own error while the others answer: a missing required parameter, a value of the wrong type', async () => {
    const { call, data } = await dashboardFlow('dash-errors');
    const created = await call('POST', '', {
      title: 'Thresholds',
      parameters: [
        { name: 'min', label: 'Minimum', type: 'number', default: null, required: true },
        { name: 'who', label: 'Entity', type: 'entity', default: null, required: false },
      ],
      widgets: [
        { id: 'count', type: 'metric', title: 'All', query: { source: 'entities', filters: [] } },
        {
          id: 'above',
          type: 'metric',
          title: 'Above',
          query: {
            source: 'entities',
            filters: [{ property: 'degree', op: 'gte', value: { param: 'min' } }],
          },
        },
        {
          id: 'one',
          type: 'table',
          title: 'One',
          query: {
            source: 'entities',
            filters: [{ property: 'id', op: 'eq', value: { param: 'who' } }],
          },
        },
      ],
    });
    expectStatus(created, 201);
    const { id } = created.json<Config>();

    const missing = await data(id);
    expect(missing.count).toMatchObject({ data: { type: 'metric', value: 7 }, error: null });
    expect(missing.above).toEqual({
      widget_id: 'above',
      data: null,
      error: {
        code: 'dashboard_query_invalid',
        detail: 'widget "above": missing required parameter "min"',
      },
    });
    // Not set and optional: the filter is dropped, every entity answers.
    expect((missing.one!.data as { rows: unknown[] }).rows).toHaveLength(7);

    const wrong = await data(id, { min: 'many', who: 'nobody' });
    expect(wrong.count!.error).toBeNull();
    expect(wrong.above!.error).toEqual({
      code: 'dashboard_query_invalid',
      detail: 'widget "above": parameter "min" must be a number',
    });
    expect(wrong.one!.error).toMatchObject({ code: 'dashboard_query_invalid' });

    const fine = await data(id, { min: '1' });
    expect(fine.above).toMatchObject({ data: { type: 'metric', value: 4 }, error: null });
  });

  // On PostgreSQL only (defined there alone, never skipped): PGlite has no second connection to
  // hold a lock, and no time limit.
  if (database.name === 'postgres')
    test('issue 13: a widget past its time limit answers dashboard_query_timeout while the others answer', async () => {
      const limited = await startTestApi(database, {
        CREDITS_DEFAULT_QUOTA: '100',
        DASHBOARD_WIDGET_TIMEOUT_MS: '300',
      });
      const blocker = new pg.Client({ connectionString: limited.databaseUrl });
      try {
        const { call, data } = await dashboardFlow('dash-timeout', limited);
        const [overview] = (await call('GET', '')).json<Config[]>();
        // Relations locked by another session: the widgets that read them wait past their limit.
        await blocker.connect();
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE kb_relations IN ACCESS EXCLUSIVE MODE');
        const answers = await data(overview!.id);
        expect(answers.relations).toEqual({
          widget_id: 'relations',
          data: null,
          error: {
            code: 'dashboard_query_timeout',
            detail: 'widget "relations": the query ran past 300 ms',
          },
        });
        expect(answers['relations-per-type']!.error).toMatchObject({
          code: 'dashboard_query_timeout',
        });
        expect(answers.entities).toMatchObject({ data: { type: 'metric', value: 7 }, error: null });
        expect(answers['entities-per-class']!.error).toBeNull();
        await blocker.query('ROLLBACK');
        expect((await data(overview!.id)).relations!.error).toBeNull();
      } finally {
        await blocker.end();
        await limited.close();
      }
    });
});
