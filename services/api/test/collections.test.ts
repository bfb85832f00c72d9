import { MISSING_ID } from '@ontoloom/contract/fixtures';
import { databases } from './support/databases';
import { runFlow, type Run } from './support/run-flow';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import { DOCX_BYTES, HTML_BYTES, PDF_BYTES, TEXT_BYTES, uploadHelpers } from './support/uploads';

type Collection = { id: string; name: string; description: string; archived_at: string | null };

describe.each(databases())('collections on $name', (database) => {
  let api: TestApi;
  let helpers: ReturnType<typeof uploadHelpers>;
  let owner: { token: string };
  let intruder: { token: string };
  let projectId: string;
  beforeAll(async () => {
    api = await startTestApi(database, { DOWNLOAD_URL_TTL_SECONDS: '120' });
    helpers = uploadHelpers(api);
    owner = await api.activeUser('owner');
    intruder = await api.activeUser('intruder');
    projectId = await helpers.project(owner.token);
  });
  afterAll(() => api?.close());

  const base = () => `/api/projects/${projectId}/documents_collections`;
  const list = async (query: Record<string, string> = {}) => {
    const response = await api.call('GET', base(), { token: owner.token, query });
    expectStatus(response, 200);
    return response.json<Collection[]>().map((collection) => collection.name);
  };

  test('R1.01 R3.04 create from uploads: documents map names to uploaded file ids', async () => {
    const created = await helpers.collection(
      owner.token,
      projectId,
      { 'report.pdf': PDF_BYTES, 'memo.docx': DOCX_BYTES, 'page.html': HTML_BYTES },
      { name: 'Annual reports', description: 'FY 2025' },
    );
    expect(created).toMatchObject({
      name: 'Annual reports',
      description: 'FY 2025',
      collection_type: 'unstructured',
      document_count: 3,
      archived_at: null,
    });
    expect(
      created.documents.map(({ name, content_type, size_bytes }) => [
        name,
        content_type,
        size_bytes,
      ]),
    ).toEqual([
      [
        'memo.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        DOCX_BYTES.length,
      ],
      ['page.html', 'text/html', HTML_BYTES.length],
      ['report.pdf', 'application/pdf', PDF_BYTES.length],
    ]);
    const got = await api.call('GET', `${base()}/${created.id}`, { token: owner.token });
    expectStatus(got, 200);
    expect(got.json()).toEqual(created);
  });

  test('R3.04 an empty name is kept (the UI shows a fallback label)', async () => {
    const created = await helpers.collection(
      owner.token,
      projectId,
      { 'n.txt': TEXT_BYTES },
      { name: '' },
    );
    expect(created.name).toBe('');
  });

  test('a bad file refuses the whole collection with 422 and loses nothing', async () => {
    const folderId = await helpers.folder(owner.token);
    const good = await helpers.upload(owner.token, folderId, 'good.pdf', PDF_BYTES);
    const pending = await helpers.uploadUrl(owner.token, folderId, 'never.pdf', 10);
    const create = (documents: Record<string, string>) =>
      api.call('POST', `${base()}/unstructured`, {
        token: owner.token,
        body: {
          name: 'Mixed',
          upload_folder_id: folderId,
          documents,
          collection_type: 'unstructured',
        },
      });
    const refused = await create({ 'good.pdf': good, 'never.pdf': pending.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: '“never.pdf” has not been uploaded',
      code: 'upload_not_found',
      request_id: expect.any(String),
    });
    const foreign = await create({ 'good.pdf': good, 'other.pdf': MISSING_ID });
    expect(foreign.json()).toEqual({
      detail: '“other.pdf” is not an upload of this folder',
      code: 'upload_not_found',
      request_id: expect.any(String),
    });
    expect(await list({ search: 'Mixed' })).toEqual([]);
    // The good upload is still there: the user drops the bad file and creates again.
    expectStatus(await create({ 'good.pdf': good }), 201);
  });

  test('R2.15 R4.02 lists: active and archived sub-lists, search, archive and restore', async () => {
    const alpha = await helpers.collection(
      owner.token,
      projectId,
      { 'a.txt': TEXT_BYTES },
      { name: 'Alpha contracts' },
    );
    await helpers.collection(
      owner.token,
      projectId,
      { 'b.txt': TEXT_BYTES },
      { name: 'Beta', description: 'contracts of beta' },
    );
    expect(await list({ search: 'contracts' })).toEqual(['Beta', 'Alpha contracts']);
    const archived = await api.call('PATCH', `${base()}/${alpha.id}/archive`, {
      token: owner.token,
    });
    expectStatus(archived, 200);
    expect(archived.json().archived_at).not.toBeNull();
    expect(await list({ search: 'contracts' })).toEqual(['Beta']);
    expect(await list({ search: 'contracts', archived: 'true' })).toEqual(['Alpha contracts']);
    const again = await api.call('PATCH', `${base()}/${alpha.id}/archive`, { token: owner.token });
    expect(again.statusCode).toBe(409);
    const restored = await api.call('PATCH', `${base()}/${alpha.id}/restore`, {
      token: owner.token,
    });
    expectStatus(restored, 200);
    expect(restored.json().archived_at).toBeNull();
    expect(await list({ search: 'contracts' })).toEqual(['Beta', 'Alpha contracts']);
    expect(
      (await api.call('PATCH', `${base()}/${alpha.id}/restore`, { token: owner.token })).statusCode,
    ).toBe(409);
  });

  test('rename and describe; an archived collection cannot be edited', async () => {
    const created = await helpers.collection(owner.token, projectId, { 'a.txt': TEXT_BYTES });
    const url = `${base()}/unstructured/${created.id}`;
    const renamed = await api.call('PATCH', url, { token: owner.token, body: { name: 'Renamed' } });
    expectStatus(renamed, 200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', description: '' });
    const described = await api.call('PATCH', url, {
      token: owner.token,
      body: { description: 'Now described' },
    });
    expect(described.json()).toMatchObject({ name: 'Renamed', description: 'Now described' });
    expect((await api.call('PATCH', url, { token: owner.token, body: {} })).statusCode).toBe(422);
    expectStatus(
      await api.call('PATCH', `${base()}/${created.id}/archive`, { token: owner.token }),
      200,
    );
    const blocked = await api.call('PATCH', url, { token: owner.token, body: { name: 'Nope' } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      detail: 'Collection is archived: restore it to edit it',
      code: 'collection_archived',
      request_id: expect.any(String),
    });
    // Documents of an archived collection stay readable.
    const detail = await api.call('GET', `${base()}/${created.id}`, { token: owner.token });
    expectStatus(detail, 200);
  });

  test('R7.05 document with a signed URL: HEAD gives metadata, GET the bytes', async () => {
    const created = await helpers.collection(owner.token, projectId, { 'report.pdf': PDF_BYTES });
    const [document] = created.documents;
    const response = await api.call(
      'GET',
      `${base()}/unstructured/${created.id}/documents/${document?.id}`,
      { token: owner.token },
    );
    expectStatus(response, 200);
    const detail = response.json<{
      url: string;
      head_url: string;
      url_expires_at: string;
      name: string;
    }>();
    expect(detail.name).toBe('report.pdf');
    const url = new URL(detail.url);
    const path = `${url.pathname}${url.search}`;
    const headUrl = new URL(detail.head_url);
    expect(detail.head_url).toBe(detail.url);
    const head = await api.app.inject({
      method: 'HEAD',
      url: `${headUrl.pathname}${headUrl.search}`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-length']).toBe(String(PDF_BYTES.length));
    expect(head.body).toBe('');
    const get = await api.app.inject({ method: 'GET', url: path });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(get.headers['content-security-policy']).toContain('sandbox');

    const tampered = path.replace('report.pdf', 'other.pdf');
    expect((await api.app.inject({ method: 'GET', url: tampered })).json()).toEqual({
      detail: 'Invalid download signature',
      code: 'upload_signature_invalid',
      request_id: expect.any(String),
    });
    api.advanceClock(121_000);
    const expired = await api.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      detail: 'Download URL expired',
      code: 'upload_url_expired',
      request_id: expect.any(String),
    });
  });

  test('R6.01 R8.02 another user’s collections and documents are 404s, for every call', async () => {
    const created = await helpers.collection(owner.token, projectId, { 'a.txt': TEXT_BYTES });
    const documentId = created.documents[0]?.id;
    const token = intruder.token;
    for (const [method, url, body] of [
      ['GET', base()],
      ['GET', `${base()}/${created.id}`],
      ['PATCH', `${base()}/unstructured/${created.id}`, { name: 'Stolen' }],
      ['PATCH', `${base()}/${created.id}/archive`],
      ['PATCH', `${base()}/${created.id}/restore`],
      ['GET', `${base()}/unstructured/${created.id}/documents/${documentId}`],
    ] as const) {
      const response = await api.call(method, url, { token, body });
      expect([url, response.statusCode, response.json().detail]).toEqual([
        url,
        404,
        'Project not found',
      ]);
    }
    // The intruder cannot pour someone else's uploads into a project of their own either.
    const ownFolder = await helpers.folder(owner.token);
    const fileId = await helpers.upload(owner.token, ownFolder, 'a.txt', TEXT_BYTES);
    const theirProject = await helpers.project(token, 'Theirs');
    const steal = await api.call(
      'POST',
      `/api/projects/${theirProject}/documents_collections/unstructured`,
      {
        token,
        body: {
          name: 'x',
          upload_folder_id: ownFolder,
          documents: { 'a.txt': fileId },
          collection_type: 'unstructured',
        },
      },
    );
    expect(steal.statusCode).toBe(404);
    expect(steal.json()).toEqual({
      detail: 'Upload folder not found',
      code: 'upload_folder_not_found',
      request_id: expect.any(String),
    });
  });

  test('R8.02 missing collection and document have their own 404 details', async () => {
    const created = await helpers.collection(owner.token, projectId, { 'a.txt': TEXT_BYTES });
    const missingCollection = await api.call('GET', `${base()}/${MISSING_ID}`, {
      token: owner.token,
    });
    expect(missingCollection.json()).toEqual({
      detail: 'Collection not found',
      code: 'collection_not_found',
      request_id: expect.any(String),
    });
    const missingDocument = await api.call(
      'GET',
      `${base()}/unstructured/${created.id}/documents/${MISSING_ID}`,
      { token: owner.token },
    );
    expect(missingDocument.statusCode).toBe(404);
    expect(missingDocument.json()).toEqual({
      detail: 'Document not found',
      code: 'document_not_found',
      request_id: expect.any(String),
    });
  });

  test('issue 17: a collection grows and shrinks, with its limits, owner and archive checks', async () => {
    const created = await helpers.collection(owner.token, projectId, {
      'a.txt': TEXT_BYTES,
      'b.html': HTML_BYTES,
    });
    const one = `${base()}/unstructured/${created.id}`;
    const [a, b] = [...created.documents].sort((x, y) => x.name.localeCompare(y.name));

    // Adding: uploads of a folder, checked as at creation.
    const folderId = await helpers.folder(owner.token);
    const added = await api.call('PATCH', one, {
      token: owner.token,
      body: {
        add: {
          upload_folder_id: folderId,
          documents: { 'c.pdf': await helpers.upload(owner.token, folderId, 'c.pdf', PDF_BYTES) },
        },
      },
    });
    expectStatus(added, 200);
    expect(added.json()).toMatchObject({ document_count: 3 });

    // A name already in the collection is refused, and nothing is added.
    const again = await api.call('PATCH', one, {
      token: owner.token,
      body: {
        add: {
          upload_folder_id: folderId,
          documents: { 'a.txt': await helpers.upload(owner.token, folderId, 'a.txt', TEXT_BYTES) },
        },
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'document_name_taken' });

    // Removing: gone from the list and the count, still readable where a run points at it.
    const removed = await api.call('PATCH', one, {
      token: owner.token,
      body: { remove_document_ids: [a!.id] },
    });
    expectStatus(removed, 200);
    expect(removed.json()).toMatchObject({ document_count: 2 });
    const detail = await api.call('GET', `${base()}/${created.id}`, { token: owner.token });
    expect(detail.json<{ documents: { name: string }[] }>().documents.map((d) => d.name)).toEqual([
      'b.html',
      'c.pdf',
    ]);
    const gone = await api.call('GET', `${base()}/unstructured/${created.id}/documents/${a!.id}`, {
      token: owner.token,
    });
    expectStatus(gone, 200);
    expect(gone.json()).toMatchObject({ name: 'a.txt', removed_at: expect.any(String) });

    // Removing it twice, or a document of no collection, says which ids are not there.
    const twice = await api.call('PATCH', one, {
      token: owner.token,
      body: { remove_document_ids: [a!.id, b!.id] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'document_not_found' });
    expect(twice.json<{ detail: string }>().detail).toContain(a!.id);
    const still = await api.call('GET', `${base()}/${created.id}`, { token: owner.token });
    expect(still.json()).toMatchObject({ document_count: 2 });

    // Someone else's project: not found, and nothing changes.
    const foreign = await api.call('PATCH', one, {
      token: intruder.token,
      body: { remove_document_ids: [b!.id] },
    });
    expect(foreign.statusCode).toBe(404);

    // An archived collection refuses both.
    expectStatus(
      await api.call('PATCH', `${base()}/${created.id}/archive`, { token: owner.token }),
      200,
    );
    const archived = await api.call('PATCH', one, {
      token: owner.token,
      body: { remove_document_ids: [b!.id] },
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toMatchObject({ code: 'collection_archived' });
  });

  test('issue 17: a run keeps the documents it started with when they leave the collection', async () => {
    const flow = await runFlow(api, 'keeps-documents');
    const run = (await flow.create('Keeps')) as Run & {
      documents_collection_id: string;
      ontology_version_id: string;
    };
    const [document] = run.documents;
    const removed = await api.call(
      'PATCH',
      `/api/projects/${flow.scope.projectId}/documents_collections/unstructured/${run.documents_collection_id}`,
      { token: flow.token, body: { remove_document_ids: [document!.document_id] } },
    );
    expectStatus(removed, 200);
    expect(removed.json()).toMatchObject({ document_count: 0 });
    const after = await flow.settled(run.id, 'text_extraction');
    expect(after.steps.text_extraction.status).toBe('succeeded');
    expect(after.documents).toEqual([expect.objectContaining({ name: document!.name })]);
    // A new run finds nothing left to read.
    const next = await api.call('POST', `${flow.runs}/unstructured/text_extraction`, {
      token: flow.token,
      body: {
        name: 'Empty',
        documents_collection_id: run.documents_collection_id,
        ontology_version_id: run.ontology_version_id,
      },
    });
    expect(next.statusCode).toBe(422);
  });
});
