import { Parser } from 'n3';
import { parse } from 'csv-parse/sync';
import { MISSING_ID } from '@ontoloom/contract/fixtures';
import { databases } from './support/databases';
import { runFlow } from './support/run-flow';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

type Kb = {
  id: string;
  name: string;
  ontology_version_id: string;
  entity_count: number;
  relation_count: number;
  archived_at: string | null;
  origin: { mode: string; extraction_run_id: string; commit?: boolean };
  source_runs: { extraction_run_id: string; name: string; documents_collection_id: string }[];
};
type KbEntity = {
  id: string;
  class_name: string;
  label: string;
  properties: Record<string, unknown[]>;
  provenance: { document_id: string }[];
  relation_count: number;
};

/** Acme Corp again, and a new supplier with its employee. */
const MORE_TEXT =
  'Ann Lee works for Acme Corp. The supplier Acme Corp ships tools.\n\n' +
  'Bob Stone works for Initech Ltd.';

describe.each(databases())('knowledge bases on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { CREDITS_DEFAULT_QUOTA: '100' });
  });
  afterAll(() => api.close());

  /** A project with a finished run (uncommitted) and calls on its knowledge bases. */
  async function kbFlow(label: string) {
    const flow = await runFlow(api, label);
    const kbs = `/api/projects/${flow.scope.projectId}/knowledge_bases`;
    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      path: string,
      body?: object,
      token = flow.token,
    ) => api.call(method, `${kbs}${path}`, { token, ...(body ? { body } : {}) });
    const create = async (runId: string, name = 'Suppliers graph', commit = true) => {
      const response = await call('POST', '', {
        name,
        description: 'Who supplies whom',
        origin: { mode: 'from_extraction_run', extraction_run_id: runId, commit },
      });
      expectStatus(response, 201);
      return response.json<Kb>();
    };
    return { flow, kbs, call, create };
  }

  test("R4.05 a knowledge base from an uncommitted run: refused without the commit flag, built with it from the run's results with their provenance", async () => {
    const { flow, call, create } = await kbFlow('kb-create');
    const run = await flow.finished('First');
    expect(run.committed_at).toBeNull();

    const refused = await call('POST', '', {
      name: 'Too early',
      origin: { mode: 'from_extraction_run', extraction_run_id: run.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'run_not_committed' });
    const missing = await call('POST', '', {
      name: 'No run',
      origin: { mode: 'from_extraction_run', extraction_run_id: MISSING_ID },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'run_not_found' });

    const kb = await create(run.id);
    expect((await flow.get(run.id)).committed_at).toEqual(expect.any(String));
    const final = (
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
    ).json<{ entities: KbEntity[]; relations: unknown[] }>();
    expect(kb).toMatchObject({
      name: 'Suppliers graph',
      ontology_version_id: flow.version.id,
      origin: { mode: 'from_extraction_run', extraction_run_id: run.id, commit: true },
      entity_count: final.entities.length,
      relation_count: final.relations.length,
      archived_at: null,
      source_runs: [
        { extraction_run_id: run.id, name: 'First', documents_collection_id: flow.collection.id },
      ],
    });
    expectStatus(await call('GET', `/${kb.id}`), 200);

    // Already committed: a second knowledge base needs no flag.
    const again = await create(run.id, 'Second graph', false);
    expect(again.entity_count).toBe(kb.entity_count);

    // Provenance kept, and each knowledge base has its overview dashboard.
    const page = (await call('GET', `/${kb.id}/entities?limit=200`)).json<{ items: KbEntity[] }>();
    const provenance = (entities: { provenance: unknown[] }[]) =>
      entities.flatMap((entity) => entity.provenance).length;
    expect(provenance(page.items)).toBe(provenance(final.entities));
    expect(page.items[0]!.provenance[0]!.document_id).toBe(flow.collection.documents[0]!.id);
    const dashboards = (await call('GET', `/${kb.id}/dashboards`)).json<{ title: string }[]>();
    expect(dashboards.map((dashboard) => dashboard.title)).toEqual(['Overview']);
  });

  test('R2.15 R4.02 list active and archived with search; archive and restore with their codes; an archived knowledge base refuses writes', async () => {
    const { flow, call, create } = await kbFlow('kb-archive');
    const run = await flow.finished('First', { commit: true });
    const suppliers = await create(run.id, 'Suppliers graph');
    const people = await create(run.id, 'People map');
    const names = async (query: string) =>
      (await call('GET', query)).json<Kb[]>().map((kb) => kb.name);
    expect(await names('')).toEqual(['People map', 'Suppliers graph']);
    expect(await names('?search=supplies')).toEqual(['People map', 'Suppliers graph']);
    expect(await names('?search=people')).toEqual(['People map']);

    const archived = await call('PATCH', `/${people.id}/archive`);
    expectStatus(archived, 200);
    expect(archived.json<Kb>().archived_at).toEqual(expect.any(String));
    const twice = await call('PATCH', `/${people.id}/archive`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'knowledge_base_already_archived' });
    expect(await names('')).toEqual(['Suppliers graph']);
    expect(await names('?archived=true')).toEqual(['People map']);

    // Archived: reads answer, writes are refused.
    const [overview] = (await call('GET', `/${people.id}/dashboards`)).json<{ id: string }[]>();
    const config = (await call('GET', `/${people.id}/dashboards/${overview!.id}`)).json<object>();
    const body = {
      title: 'Mine',
      parameters: [],
      widgets: (config as { widgets: object[] }).widgets,
    };
    for (const response of [
      await call('POST', `/${people.id}/dashboards`, body),
      await call('PUT', `/${people.id}/dashboards/${overview!.id}`, body),
      await call('DELETE', `/${people.id}/dashboards/${overview!.id}`),
      await call('POST', `/${people.id}/runs`, { extraction_run_id: run.id }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'knowledge_base_archived' });
    }
    expectStatus(await call('POST', `/${people.id}/dashboards/${overview!.id}/data`, {}), 200);

    const restored = await call('PATCH', `/${people.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.json<Kb>().archived_at).toBeNull();
    const notArchived = await call('PATCH', `/${people.id}/restore`);
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json()).toMatchObject({ code: 'knowledge_base_not_archived' });
    expect(suppliers.archived_at).toBeNull();

    // Deleting the project takes its knowledge bases, their graphs and dashboards along.
    const deleted = await api.call('DELETE', `/api/projects/${flow.scope.projectId}`, {
      token: flow.token,
    });
    expect(deleted.statusCode).toBeLessThan(300);
  });

  test('R1.08 the overview dashboard is written in the language of whoever creates the knowledge base', async () => {
    const { flow, kbs } = await kbFlow('kb-language');
    const run = await flow.finished('First', { commit: true });
    const created = await api.call('POST', kbs, {
      token: flow.token,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: {
        name: 'Graphe',
        origin: { mode: 'from_extraction_run', extraction_run_id: run.id },
      },
    });
    expectStatus(created, 201);
    const id = created.json<Kb>().id;
    const [overview] = (
      await api.call('GET', `${kbs}/${id}/dashboards`, { token: flow.token })
    ).json<{ id: string; title: string }[]>();
    expect(overview!.title).toBe('Vue d’ensemble');
    const config = await api.call('GET', `${kbs}/${id}/dashboards/${overview!.id}`, {
      token: flow.token,
    });
    expect(config.json<{ widgets: { title: string }[] }>().widgets[0]!.title).toBe('Entités');
  });

  test("issue 13 issue 14: another user's knowledge base, dashboard, entities, search and preview are 404", async () => {
    const { flow, call, create } = await kbFlow('kb-owner');
    const run = await flow.finished('First', { commit: true });
    const kb = await create(run.id);
    const [overview] = (await call('GET', `/${kb.id}/dashboards`)).json<{ id: string }[]>();
    const [entity] = (await call('GET', `/${kb.id}/entities`)).json<{ items: KbEntity[] }>().items;
    const other = await kbFlow('kb-owner-other');
    const paths: [method: 'GET' | 'POST' | 'PATCH', path: string, body?: object][] = [
      ['GET', `/${kb.id}`],
      ['PATCH', `/${kb.id}/archive`],
      ['GET', `/${kb.id}/entities`],
      ['GET', `/${kb.id}/entities/${entity!.id}`],
      ['GET', `/${kb.id}/export/turtle`],
      ['GET', `/${kb.id}/dashboards`],
      ['POST', `/${kb.id}/dashboards/${overview!.id}/data`, {}],
      ['GET', `/${kb.id}/search?q=acme`],
      [
        'POST',
        `/${kb.id}/dashboards/preview`,
        {
          dashboard: {
            title: 'T',
            widgets: [{ id: 'n', type: 'metric', title: 'N', query: { source: 'entities' } }],
          },
        },
      ],
      ['POST', `/${kb.id}/runs`, { extraction_run_id: run.id }],
    ];
    for (const [method, path, body] of paths) {
      // Their project: not found. Our project as them: the project is not found.
      const theirs = await other.call(method, path, body);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'knowledge_base_not_found' });
      const ours = await call(method, path, body, other.flow.token);
      expect(ours.statusCode).toBe(404);
      expect(ours.json()).toMatchObject({ code: 'project_not_found' });
    }
    const missingDashboard = await call('GET', `/${kb.id}/dashboards/${MISSING_ID}`);
    expect(missingDashboard.json()).toMatchObject({ code: 'dashboard_not_found' });
    const missingEntity = await call('GET', `/${kb.id}/entities/${MISSING_ID}`);
    expect(missingEntity.statusCode).toBe(404);
    expect(missingEntity.json()).toMatchObject({ code: 'entity_not_found' });
  });

  test('issue 13: adding a second committed run merges same-class same-label entities, unions provenance, remaps relations', async () => {
    const { flow, call, create } = await kbFlow('kb-merge');
    const first = await flow.finished('First', { commit: true });
    const kb = await create(first.id);
    const more = await flow.collectionOf(MORE_TEXT);

    const uncommitted = await flow.finished('Second', { collectionId: more.id });
    const refused = await call('POST', `/${kb.id}/runs`, { extraction_run_id: uncommitted.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'run_not_committed' });
    expectStatus(
      await api.call('POST', `${flow.runs}/${uncommitted.id}/commit`, { token: flow.token }),
      200,
    );

    const added = await call('POST', `/${kb.id}/runs`, { extraction_run_id: uncommitted.id });
    expectStatus(added, 200);
    const grown = added.json<Kb>();
    expect(grown.source_runs.map((source) => source.name)).toEqual(['First', 'Second']);
    expect(grown.source_runs[1]!.documents_collection_id).toBe(more.id);

    const labels = async () =>
      (await call('GET', `/${kb.id}/entities?limit=200`))
        .json<{ items: KbEntity[] }>()
        .items.map((entity) => `${entity.class_name}:${entity.label}`);
    const all = await labels();
    // Acme Corp of the second run joined an existing Acme Corp; the new names are new entities.
    expect(all.filter((label) => label === 'Company:Acme Corp')).toHaveLength(3);
    expect(all).toEqual(expect.arrayContaining(['Person:Ann Lee', 'Person:Bob Stone']));
    expect(all.filter((label) => label.startsWith('Company:Initech'))).toHaveLength(1);
    expect(grown.entity_count).toBe(all.length);
    expect(grown.entity_count).toBe(kb.entity_count + 3);

    const acme = (await call('GET', `/${kb.id}/entities?search=acme&limit=200`)).json<{
      items: KbEntity[];
    }>().items;
    const documents = new Set(
      acme.flatMap((entity) => entity.provenance.map((p) => p.document_id)),
    );
    expect(documents).toEqual(new Set([flow.collection.documents[0]!.id, more.documents[0]!.id]));
    // Ann Lee works for the merged Acme Corp: the relation points at the knowledge base's entity.
    expect(grown.relation_count).toBe(kb.relation_count + 2);
    const [ann] = (await call('GET', `/${kb.id}/entities?search=Ann%20Lee`)).json<{
      items: KbEntity[];
    }>().items;
    const detail = (await call('GET', `/${kb.id}/entities/${ann!.id}`)).json<{
      relations: { direction: string; other: { id: string; label: string } }[];
    }>();
    expect(detail.relations).toEqual([
      expect.objectContaining({
        direction: 'outgoing',
        other: expect.objectContaining({ label: 'Acme Corp' }),
      }),
    ]);
    expect(acme.map((entity) => entity.id)).toContain(detail.relations[0]!.other.id);

    const twice = await call('POST', `/${kb.id}/runs`, { extraction_run_id: uncommitted.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'knowledge_base_run_already_added' });

    // Another ontology version: refused.
    const ontology = await flow.scope.createOntology('Other');
    const { SUPPLY_YAML } = await import('@ontoloom/contract/fixtures');
    const version = (await flow.scope.fromYaml(ontology.id, SUPPLY_YAML)).json<{ id: string }>();
    const otherRun = await api.call('POST', `${flow.runs}/unstructured/text_extraction`, {
      token: flow.token,
      body: { name: 'Other', documents_collection_id: more.id, ontology_version_id: version.id },
    });
    expectStatus(otherRun, 201);
    const mismatch = await call('POST', `/${kb.id}/runs`, {
      extraction_run_id: otherRun.json<{ id: string }>().id,
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ code: 'knowledge_base_run_mismatch' });
  });

  test('issue 13: entity browser pages with a total and class counts, searches labels, details relations both ways', async () => {
    const { flow, call, create } = await kbFlow('kb-browse');
    const run = await flow.finished('First', { commit: true });
    const kb = await create(run.id);
    type Page = {
      items: KbEntity[];
      total: number;
      classes: { class_name: string; count: number }[];
    };
    const all = (await call('GET', `/${kb.id}/entities`)).json<Page>();
    expect(all.total).toBe(kb.entity_count);
    expect(all.classes.reduce((sum, cls) => sum + cls.count, 0)).toBe(kb.entity_count);
    expect(all.classes.map((cls) => cls.class_name)).toEqual(['Company', 'Person']);

    const first = (await call('GET', `/${kb.id}/entities?limit=2`)).json<Page>();
    const second = (await call('GET', `/${kb.id}/entities?limit=2&offset=2`)).json<Page>();
    expect(first.items.map((e) => e.id)).toEqual(all.items.slice(0, 2).map((e) => e.id));
    expect(second.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    expect(second.total).toBe(all.total);

    const people = (await call('GET', `/${kb.id}/entities?class_name=Person`)).json<Page>();
    expect(people.items.every((e) => e.class_name === 'Person')).toBe(true);
    expect(people.total).toBe(all.classes.find((cls) => cls.class_name === 'Person')!.count);
    const jane = (await call('GET', `/${kb.id}/entities?search=jane`)).json<Page>();
    expect(jane.items.map((e) => e.label)).toEqual(['Jane Roe']);
    expect(jane.total).toBe(1);
    // LIKE wildcards in the search are literal.
    expect((await call('GET', `/${kb.id}/entities?search=%25`)).json<Page>().total).toBe(0);

    const detail = (await call('GET', `/${kb.id}/entities/${jane.items[0]!.id}`)).json<{
      entity: KbEntity;
      relations: {
        relation_name: string;
        direction: string;
        source_id: string;
        target_id: string;
        other: { id: string; label: string; class_name: string };
      }[];
    }>();
    expect(detail.entity).toMatchObject({ label: 'Jane Roe', relation_count: 1 });
    expect(detail.relations).toEqual([
      expect.objectContaining({
        relation_name: 'works_for',
        direction: 'outgoing',
        source_id: jane.items[0]!.id,
        other: expect.objectContaining({ label: 'Acme Corp', class_name: 'Company' }),
      }),
    ]);
    const acme = (await call('GET', `/${kb.id}/entities/${detail.relations[0]!.target_id}`)).json<
      typeof detail
    >();
    expect(acme.relations).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        other: { id: jane.items[0]!.id, label: 'Jane Roe', class_name: 'Person' },
      }),
    ]);
  });

  test('issue 14: full-text search finds entities by label, property or source passage, best first, with the passages that hold a term; stop words alone find nothing', async () => {
    const { flow, call, create } = await kbFlow('kb-search');
    const run = await flow.finished('First', { commit: true });
    const kb = await create(run.id);
    type Found = {
      terms: string[];
      entities: (KbEntity & { score: number })[];
      passages: {
        entity_id: string;
        document_name: string;
        provenance: { document_id: string; text: string };
      }[];
      relations: {
        relation_name: string;
        source: { id: string; label: string; class_name: string };
        target: { id: string; label: string; class_name: string };
        passages: { document_name: string; provenance: { text: string } }[];
      }[];
    };
    const search = async (q: string, extra = '') => {
      const response = await call('GET', `/${kb.id}/search?q=${encodeURIComponent(q)}${extra}`);
      expectStatus(response, 200);
      return response.json<Found>();
    };
    // Question words are dropped; "acme" matches the label (and the passages) of Acme Corp.
    const acme = await search('Who works for ACME?');
    expect(acme.terms).toEqual(['works', 'acme']);
    expect(acme.entities[0]).toMatchObject({ label: 'Acme Corp', class_name: 'Company' });
    expect(new Set(acme.entities.map((e) => e.label))).toEqual(new Set(['Acme Corp']));
    const scores = acme.entities.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(acme.passages.length).toBeGreaterThan(0);
    for (const passage of acme.passages) {
      expect(passage.document_name).toBe('suppliers.txt');
      expect(passage.provenance.text).toBe('Acme Corp');
      expect(acme.entities.map((e) => e.id)).toContain(passage.entity_id);
    }
    // The graph around what was found: who works for Acme Corp, with the sentence saying so.
    const employees = acme.relations.filter((r) => r.target.label === 'Acme Corp');
    expect(employees.map((r) => [r.relation_name, r.source.label]).sort()).toEqual([
      ['works_for', 'Jane Roe'],
      ['works_for', 'John Smith'],
    ]);
    for (const relation of employees) {
      expect(relation.passages[0]).toMatchObject({ document_name: 'suppliers.txt' });
      expect(relation.passages[0]!.provenance.text).toContain(relation.source.label);
    }
    // Word prefixes match; the class filter narrows.
    expect((await search('glob')).entities[0]?.label).toMatch(/^Globex Inc/);
    expect((await search('Tell me about Jane')).entities.map((e) => e.label)).toEqual(['Jane Roe']);
    expect(
      (await search('acme', '&class_name=Person')).entities.every((e) => e.class_name === 'Person'),
    ).toBe(true);
    expect(await search('who are the')).toEqual({
      terms: [],
      entities: [],
      passages: [],
      relations: [],
    });
    expect((await search('zanzibar')).entities).toEqual([]);
    // Characters of tsquery syntax are not syntax.
    expect((await search("acme:* & !(')")).entities[0]).toMatchObject({ label: 'Acme Corp' });
    expectStatus(await call('GET', `/${kb.id}/search`), 422);
  });

  test('issue 13: exports are file downloads: Turtle parses back to the graph, CSV of nodes and edges, JSON-LD with a context', async () => {
    const { flow, call, create } = await kbFlow('kb-export');
    const run = await flow.finished('First', { commit: true });
    const kb = await create(run.id, 'Suppliers: "graph"');
    const entities = (await call('GET', `/${kb.id}/entities?limit=200`)).json<{
      items: KbEntity[];
    }>().items;

    const turtle = await call('GET', `/${kb.id}/export/turtle`);
    expectStatus(turtle, 200);
    expect(turtle.headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect(turtle.headers['content-disposition']).toContain(
      'attachment; filename="Suppliers graph.ttl"',
    );
    const quads = new Parser().parse(turtle.body);
    const ns = `http://localhost:3000/projects/${flow.scope.projectId}/knowledge-bases/${kb.id}/`;
    const jane = entities.find((e) => e.label === 'Jane Roe')!;
    const about = (id: string) => quads.filter((q) => q.subject.value === `${ns}entity/${id}`);
    expect(about(jane.id).map((q) => [q.predicate.value, q.object.value])).toEqual(
      expect.arrayContaining([
        ['http://www.w3.org/1999/02/22-rdf-syntax-ns#type', `${ns}class/Person`],
        ['http://www.w3.org/2000/01/rdf-schema#label', 'Jane Roe'],
        [`${ns}relation/works_for`, expect.stringMatching(new RegExp(`^${ns}entity/`))],
      ]),
    );
    const types = quads.filter((q) => q.predicate.value.endsWith('#type'));
    expect(types).toHaveLength(kb.entity_count);
    expect(quads.filter((q) => q.predicate.value.startsWith(`${ns}relation/`))).toHaveLength(
      kb.relation_count,
    );

    const nodes = await call('GET', `/${kb.id}/export/csv_nodes`);
    expect(nodes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(nodes.headers['content-disposition']).toContain('.nodes.csv"');
    const nodeRows = parse(nodes.body, { columns: true }) as Record<string, string>[];
    expect(nodeRows).toHaveLength(kb.entity_count);
    expect(nodeRows.find((row) => row.id === jane.id)).toMatchObject({
      class_name: 'Person',
      label: 'Jane Roe',
      relation_count: '1',
    });
    const edges = await call('GET', `/${kb.id}/export/csv_edges`);
    const edgeRows = parse(edges.body, { columns: true }) as Record<string, string>[];
    expect(edgeRows).toHaveLength(kb.relation_count);
    expect(edgeRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relation_name: 'works_for',
          source_label: 'Jane Roe',
          target_label: 'Acme Corp',
        }),
      ]),
    );

    const jsonld = await call('GET', `/${kb.id}/export/jsonld`);
    expect(jsonld.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const document = jsonld.json<{
      '@context': Record<string, string>;
      '@graph': Record<string, unknown>[];
    }>();
    expect(document['@context']).toMatchObject({ class: `${ns}class/`, '@base': `${ns}entity/` });
    expect(document['@graph']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@id': jane.id, '@type': 'class:Person', label: 'Jane Roe' }),
        expect.objectContaining({
          '@id': jane.id,
          'relation:works_for': { '@id': expect.any(String) },
        }),
      ]),
    );
  });
});
