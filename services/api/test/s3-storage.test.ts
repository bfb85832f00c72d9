import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import {
  BINARY_BYTES,
  HTML_BYTES,
  PDF_BYTES,
  uploadHelpers,
  type UploadTarget,
} from './support/uploads';

const BUCKET = 'ontoloom-test';

/** The S3 driver against s3rver (an S3 look-alike; it does not check signatures or policies). */
describe.each(databases())('S3 storage on $name', (database) => {
  let api: TestApi;
  let helpers: ReturnType<typeof uploadHelpers>;
  let s3: S3rver;
  let s3Dir: string;
  let owner: { token: string };
  let projectId: string;
  let endpoint: string;
  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'ontoloom-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    api = await startTestApi(database, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    helpers = uploadHelpers(api);
    owner = await api.activeUser('owner');
    projectId = await helpers.project(owner.token);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  /** The browser's side: a multipart POST of the presigned fields and the file to the store. */
  async function sendToStore(target: UploadTarget, name: string, bytes: Buffer) {
    const form = new FormData();
    for (const [key, value] of Object.entries(target.fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(target.url, { method: 'POST', body: form });
    expect(response.status).toBeLessThan(300);
  }

  async function postToStore(folderId: string, name: string, bytes: Buffer) {
    const target = await helpers.uploadUrl(owner.token, folderId, name, bytes.length);
    expect(target.fields).toMatchObject({
      key: expect.stringContaining(folderId),
      Policy: expect.any(String),
    });
    await sendToStore(target, name, bytes);
    return target.id;
  }

  const createCollection = (folderId: string, documents: Record<string, string>) =>
    api.call('POST', `/api/projects/${projectId}/documents_collections/unstructured`, {
      token: owner.token,
      body: {
        name: 'On S3',
        upload_folder_id: folderId,
        documents,
        collection_type: 'unstructured',
      },
    });

  const documentUrl = async (collectionId: string, documentId: string) => {
    const detail = await api.call(
      'GET',
      `/api/projects/${projectId}/documents_collections/unstructured/${collectionId}/documents/${documentId}`,
      { token: owner.token },
    );
    expectStatus(detail, 200);
    return detail.json<{ url: string; head_url: string }>();
  };

  test('R7.04 R7.05 presigned POST upload, content check from the store, presigned GET and HEAD', async () => {
    const folderId = await helpers.folder(owner.token);
    const documents = {
      'report.pdf': await postToStore(folderId, 'report.pdf', PDF_BYTES),
      'page.html': await postToStore(folderId, 'page.html', HTML_BYTES),
    };
    const created = await createCollection(folderId, documents);
    expectStatus(created, 201);
    const collection = created.json<{
      id: string;
      documents: { id: string; name: string; content_type: string }[];
    }>();
    expect(collection.documents.map((document) => [document.name, document.content_type])).toEqual([
      ['page.html', 'text/html'],
      ['report.pdf', 'application/pdf'],
    ]);
    const pdf = collection.documents.find((document) => document.name === 'report.pdf');
    const { url, head_url } = await documentUrl(collection.id, pdf?.id ?? '');
    expect(url).toContain('X-Amz-Signature=');
    expect(head_url).toContain('X-Amz-Signature=');
    const get = await fetch(url);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    const head = await fetch(head_url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF_BYTES.length));
  });

  test('R7.05 a replayed presigned POST cannot change a document’s bytes', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'report.pdf', PDF_BYTES.length);
    await sendToStore(target, 'report.pdf', PDF_BYTES);
    const created = await createCollection(folderId, { 'report.pdf': target.id });
    expectStatus(created, 201);
    const collection = created.json<{ id: string; documents: { id: string }[] }>();
    // S3 cannot make a presigned POST single-use: the store takes the replay…
    await sendToStore(target, 'report.pdf', BINARY_BYTES);
    // …but the document reads its own copy, the bytes that were checked.
    const { url } = await documentUrl(collection.id, collection.documents[0]?.id ?? '');
    const get = await fetch(url);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  test('R7.04 the signed policy bounds the body by the declared size, not the per-file limit', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'notes.txt', 10);
    const policy = JSON.parse(Buffer.from(target.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 10]);
  });

  test('unsupported content in the store is refused when the collection is created', async () => {
    const folderId = await helpers.folder(owner.token);
    const fileId = await postToStore(folderId, 'tool.pdf', BINARY_BYTES);
    const pending = await helpers.uploadUrl(owner.token, folderId, 'missing.pdf', 10);
    const create = (documents: Record<string, string>) => createCollection(folderId, documents);
    const refused = await create({ 'tool.pdf': fileId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: '“tool.pdf” is not a PDF, DOCX, HTML, Markdown or text file',
      code: 'upload_refused',
      request_id: expect.any(String),
    });
    // The refused bytes are deleted from the store, and the file is no upload of the folder.
    expect((await fetch(`${endpoint}/${BUCKET}/uploads/${folderId}/${fileId}`)).status).toBe(404);
    expect((await create({ 'tool.pdf': fileId })).json()).toEqual({
      detail: '“tool.pdf” is not an upload of this folder',
      code: 'upload_not_found',
      request_id: expect.any(String),
    });
    const missing = await create({ 'missing.pdf': pending.id });
    expect(missing.json()).toEqual({
      detail: '“missing.pdf” has not been uploaded',
      code: 'upload_not_found',
      request_id: expect.any(String),
    });
  });
});
