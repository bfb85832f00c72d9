import { randomBytes } from 'node:crypto';
import { MISSING_ID, SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { databases } from './support/databases';
import { pdfOf } from './support/documents';
import { projectScope, type Version } from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import { HTML_BYTES, uploadHelpers } from './support/uploads';

type RunDetail = {
  id: string;
  name: string;
  status: string;
  current_step: string | null;
  archived_at: string | null;
  steps: Record<
    'text_extraction' | 'chunking',
    { status: string; progress: { done: number; total: number } }
  >;
  documents: {
    document_id: string;
    name: string;
    status: string;
    chunk_count: number;
    error: { code: string } | null;
  }[];
};

describe.each(databases())('extraction runs on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api.close());

  async function setup(label: string) {
    const scope = await projectScope(api, label);
    const ontology = await scope.createOntology();
    const version = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
    const helpers = uploadHelpers(api);
    const collection = await helpers.collection(scope.user.token, scope.projectId, {
      'report.pdf': await pdfOf(['Jane Roe works for Acme.', 'Second page.']),
      'page.html': HTML_BYTES,
      // Passes the upload's content check, but is no PDF inside.
      'broken.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]),
    });
    const runs = `/api/projects/${scope.projectId}/extraction_runs`;
    const create = (body: object, token = scope.user.token) =>
      api.call('POST', `${runs}/unstructured/text_extraction`, { token, body });
    const get = (id: string, token = scope.user.token) =>
      api.call('GET', `${runs}/unstructured/text_extraction/${id}`, { token });
    return { scope, version, collection, runs, create, get };
  }

  /** Re-reads the run until `step` has finished every document (the queue works meanwhile). */
  async function settled(
    get: (id: string) => ReturnType<TestApi['call']>,
    id: string,
    step: 'text_extraction' | 'chunking' = 'text_extraction',
  ) {
    for (;;) {
      const run = (await get(id)).json<RunDetail>();
      const { status, progress } = run.steps[step];
      if (status !== 'queued' && progress.done === progress.total) return run;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const extracted = (get: (id: string) => ReturnType<TestApi['call']>, id: string) =>
    settled(get, id, 'text_extraction');

  test('R12 creating a run starts text extraction: each document is read in a worker, a broken one fails alone and the step says so, page counts are filled', async () => {
    const { version, collection, create, get, scope } = await setup('runs-create');
    const response = await create({
      name: 'First run',
      description: 'Suppliers',
      documents_collection_id: collection.id,
      ontology_version_id: version.id,
    });
    expectStatus(response, 201);
    const created = response.json<RunDetail>();
    expect(created).toMatchObject({
      name: 'First run',
      current_step: 'text_extraction',
      status: 'queued',
    });
    expect(created.documents.map((document) => document.status)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);

    const run = await extracted(get, created.id);
    const byName = Object.fromEntries(run.documents.map((document) => [document.name, document]));
    expect(byName['report.pdf']).toMatchObject({ status: 'succeeded', error: null });
    expect(byName['page.html']).toMatchObject({ status: 'succeeded' });
    expect(byName['broken.pdf']).toMatchObject({ status: 'failed', error: { code: 'corrupt' } });
    expect(run).toMatchObject({
      current_step: 'chunking',
      status: 'pending',
      steps: {
        text_extraction: {
          status: 'succeeded',
          progress: { done: 3, total: 3 },
          // The step says what it left out, as extraction does for its chunks.
          error: {
            code: 'documents_failed',
            message: expect.stringMatching(
              /^1 of 3 documents could not be read; the first, broken\.pdf: \S/,
            ),
          },
        },
      },
    });
    // The document itself now knows its page count (it was null).
    const documentResponse = await api.call(
      'GET',
      `/api/projects/${scope.projectId}/documents_collections/unstructured/${collection.id}/documents/${byName['report.pdf']?.document_id}`,
      { token: scope.user.token },
    );
    expectStatus(documentResponse, 200);
    expect(documentResponse.json()).toMatchObject({ page_count: 2 });
  });

  test('R12 runs are listed active or archived, searched, archived and restored; someone else’s run does not exist', async () => {
    const { version, collection, create, get, runs, scope } = await setup('runs-list');
    const body = { documents_collection_id: collection.id, ontology_version_id: version.id };
    const alpha = (await create({ ...body, name: 'Alpha' })).json<RunDetail>();
    const beta = (await create({ ...body, name: 'Beta' })).json<RunDetail>();
    const list = async (query: Record<string, string> = {}) => {
      const response = await api.call('GET', runs, { token: scope.user.token, query });
      expectStatus(response, 200);
      return response.json<{ name: string }[]>().map((run) => run.name);
    };
    expect(await list()).toEqual(['Beta', 'Alpha']);
    expect(await list({ search: 'alp' })).toEqual(['Alpha']);

    expectStatus(
      await api.call('PATCH', `${runs}/${alpha.id}/archive`, { token: scope.user.token }),
      200,
    );
    expect(await list()).toEqual(['Beta']);
    expect(await list({ archived: 'true' })).toEqual(['Alpha']);
    const again = await api.call('PATCH', `${runs}/${alpha.id}/archive`, {
      token: scope.user.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'run_already_archived' });
    expectStatus(
      await api.call('PATCH', `${runs}/${alpha.id}/restore`, { token: scope.user.token }),
      200,
    );
    expect(await list()).toEqual(['Beta', 'Alpha']);

    const other = await api.activeUser('runs-other');
    const foreign = await get(beta.id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'project_not_found' });
    const missing = await get(MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'run_not_found' });
    await extracted(get, alpha.id);
    await extracted(get, beta.id);
  });

  test('R12 a run needs a collection and an ontology version of its own project', async () => {
    const { version, collection, create } = await setup('runs-refused');
    const unknownCollection = await create({
      name: 'x',
      documents_collection_id: MISSING_ID,
      ontology_version_id: version.id,
    });
    expect(unknownCollection.statusCode).toBe(422);
    expect(unknownCollection.json()).toMatchObject({ code: 'collection_not_found' });
    const unknownVersion = await create({
      name: 'x',
      documents_collection_id: collection.id,
      ontology_version_id: MISSING_ID,
    });
    expect(unknownVersion.statusCode).toBe(422);
    expect(unknownVersion.json()).toMatchObject({ code: 'ontology_version_not_found' });
  });

  const PARAMS = {
    strategy: 'structure',
    size: 200,
    size_unit: 'characters',
    overlap: 0,
    respect_pages: true,
  };

  test('R12 chunking: a preview of one document first, then every extracted document is cut; the run waits for extraction', async () => {
    const { version, collection, create, get, runs, scope } = await setup('runs-chunking');
    const token = scope.user.token;
    const run = (
      await create({
        name: 'Chunked',
        documents_collection_id: collection.id,
        ontology_version_id: version.id,
      })
    ).json<RunDetail>();
    const ready = await extracted(get, run.id);
    const byName = Object.fromEntries(ready.documents.map((document) => [document.name, document]));
    const one = `${runs}/unstructured/text_extraction/${run.id}`;

    const preview = await api.call('POST', `${one}/chunking/preview`, {
      token,
      body: { document_id: byName['report.pdf']?.document_id, chunking_parameters: PARAMS },
    });
    expectStatus(preview, 200);
    const previewed = preview.json<{
      total_chunks: number;
      chunks: { text: string; page: number }[];
    }>();
    expect(previewed.total_chunks).toBeGreaterThanOrEqual(2);
    expect(previewed.chunks[0]).toMatchObject({
      text: expect.stringContaining('Jane Roe'),
      page: 1,
    });
    // Nothing was stored by the preview: the step is still waiting.
    expect((await get(run.id)).json<RunDetail>().steps.chunking.status).toBe('pending');

    const invalid = await api.call('POST', `${one}/chunking`, {
      token,
      body: { chunking_parameters: { ...PARAMS, overlap: 500 } },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed' });

    const started = await api.call('POST', `${one}/chunking`, {
      token,
      body: { chunking_parameters: PARAMS },
    });
    expectStatus(started, 202);
    expect(started.json<RunDetail>()).toMatchObject({ current_step: 'chunking', status: 'queued' });
    const chunked = await settled(get, run.id, 'chunking');
    const after = Object.fromEntries(
      chunked.documents.map((document) => [document.name, document]),
    );
    expect(after['report.pdf']).toMatchObject({
      status: 'succeeded',
      chunk_count: previewed.total_chunks,
    });
    expect(after['page.html']?.chunk_count).toBeGreaterThanOrEqual(1);
    expect(after['broken.pdf']).toMatchObject({ status: 'failed', chunk_count: 0 });
    expect(chunked).toMatchObject({
      current_step: 'extraction',
      status: 'pending',
      // The unreadable document is not the chunking step's: it chunked all it was given.
      steps: { chunking: { status: 'succeeded', progress: { done: 2, total: 2 }, error: null } },
    });

    // Until extraction starts, chunking may run again: the new chunks replace the old ones.
    const rerun = await api.call('POST', `${one}/chunking`, {
      token,
      body: { chunking_parameters: { ...PARAMS, size: 100_000, respect_pages: false } },
    });
    expectStatus(rerun, 202);
    const rechunked = await settled(get, run.id, 'chunking');
    expect(rechunked.documents.find((document) => document.name === 'report.pdf')).toMatchObject({
      chunk_count: 1,
    });
  });

  test('R12 chunking waits for text extraction to succeed, and an archived run starts nothing', async () => {
    const scope = await projectScope(api, 'runs-not-ready');
    const ontology = await scope.createOntology();
    const version = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
    const collection = await uploadHelpers(api).collection(scope.user.token, scope.projectId, {
      'broken.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]),
    });
    const runs = `/api/projects/${scope.projectId}/extraction_runs`;
    const token = scope.user.token;
    const run = (
      await api.call('POST', `${runs}/unstructured/text_extraction`, {
        token,
        body: {
          name: 'Nothing readable',
          documents_collection_id: collection.id,
          ontology_version_id: version.id,
        },
      })
    ).json<RunDetail>();
    const get = (id: string) =>
      api.call('GET', `${runs}/unstructured/text_extraction/${id}`, { token });
    const failed = await extracted(get, run.id);
    expect(failed).toMatchObject({
      status: 'failed',
      steps: { text_extraction: { status: 'failed' } },
    });
    const chunk = () =>
      api.call('POST', `${runs}/unstructured/text_extraction/${run.id}/chunking`, {
        token,
        body: { chunking_parameters: PARAMS },
      });
    const notReady = await chunk();
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({ code: 'run_step_not_ready' });

    expectStatus(await api.call('PATCH', `${runs}/${run.id}/archive`, { token }), 200);
    const archived = await chunk();
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toMatchObject({ code: 'run_archived' });
  });

  test('R12 live progress: the run streams as server-sent events until nothing is left to do', async () => {
    const { version, collection, create, runs, scope } = await setup('runs-events');
    const run = (
      await create({
        name: 'Live',
        documents_collection_id: collection.id,
        ontology_version_id: version.id,
      })
    ).json<RunDetail>();
    const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}${runs}/unstructured/text_extraction/${run.id}/events`, {
      headers: { authorization: `Bearer ${scope.user.token}`, 'api-version': '2.1.0' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    // The stream ends by itself once text extraction has finished every document.
    const text = await response.text();
    const events = text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const lines = Object.fromEntries(
          block
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        return { event: lines.event, data: JSON.parse(lines.data ?? 'null') as RunDetail };
      })
      .filter((item) => item.event === 'run');
    // The worker may already be done when the stream opens: then the one event is the end state.
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((item) => item.data.id === run.id)).toBe(true);
    const done = events.map((item) => item.data.steps.text_extraction.progress.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(events.at(-1)?.data).toMatchObject({
      current_step: 'chunking',
      steps: { text_extraction: { status: 'succeeded', progress: { done: 3, total: 3 } } },
    });

    const foreign = await fetch(`${base}${runs}/unstructured/text_extraction/${run.id}/events`, {
      headers: {
        authorization: `Bearer ${(await api.activeUser('runs-events-other')).token}`,
        'api-version': '2.1.0',
      },
    });
    expect(foreign.status).toBe(404);
  });
});
