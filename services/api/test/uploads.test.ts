import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import {
  BINARY_BYTES,
  DOCX_BYTES,
  HTML_BYTES,
  PDF_BYTES,
  TEXT_BYTES,
  uploadHelpers,
} from './support/uploads';

const MISSING_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
const MAX_FILE = 4096;
const REPLAYED =
  'This upload URL has already been used: request a new one to upload the file again';

describe.each(databases())('uploads on $name', (database) => {
  let api: TestApi;
  let helpers: ReturnType<typeof uploadHelpers>;
  let owner: { token: string };
  let intruder: { token: string };
  beforeAll(async () => {
    api = await startTestApi(database, {
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE),
      UPLOAD_MAX_COLLECTION_BYTES: String(MAX_FILE * 3),
      UPLOAD_URL_TTL_SECONDS: '60',
    });
    helpers = uploadHelpers(api);
    owner = await api.activeUser('owner');
    intruder = await api.activeUser('intruder');
  });
  afterAll(() => api?.close());

  const stored = (key: string) => existsSync(join(api.config.dataDir, 'storage', key));
  const askUrl = (folderId: string, name: string, size: number) =>
    api.call('POST', `/api/upload_folders/${folderId}/upload_urls`, {
      token: owner.token,
      body: { file_name: name, content_type: 'application/octet-stream', size_bytes: size },
    });

  test('R7.04 R3.05 upload folder, then an upload URL with id, url and JSON fields', async () => {
    const folderId = await helpers.folder(owner.token);
    const response = await api.call('POST', `/api/upload_folders/${folderId}/upload_urls`, {
      token: owner.token,
      body: { file_name: 'a.pdf', content_type: 'application/pdf', size_bytes: 10 },
    });
    expectStatus(response, 201);
    const body = response.json<{ id: string; url: string; fields: string }>();
    expect(body.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/storage\/upload$/);
    expect(Object.keys(JSON.parse(body.fields)).sort()).toEqual([
      'expires',
      'key',
      'max_bytes',
      'signature',
    ]);
  });

  test('R7.04 the multipart POST stores PDF, DOCX, HTML and text files', async () => {
    const folderId = await helpers.folder(owner.token);
    for (const [name, bytes] of [
      ['report.pdf', PDF_BYTES],
      ['memo.docx', DOCX_BYTES],
      ['page.html', HTML_BYTES],
      ['notes.txt', TEXT_BYTES],
      ['readme.md', Buffer.from('# Title\n\nSome *text*.\n')],
    ] as const) {
      await helpers.upload(owner.token, folderId, name, bytes);
    }
  });

  test('a tampered signature is refused with 403 and nothing is stored', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'a.pdf', PDF_BYTES.length);
    const signature = target.fields.signature ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const fields of [
      { ...target.fields, signature: flipped },
      { ...target.fields, max_bytes: String(MAX_FILE * 100) },
      { ...target.fields, key: `${target.fields.key}x` },
      { ...target.fields, expires: String(Number(target.fields.expires) + 3600) },
    ]) {
      const response = await helpers.post({ ...target, fields }, 'a.pdf', PDF_BYTES);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Invalid upload signature',
        code: 'upload_signature_invalid',
        request_id: expect.any(String),
      });
    }
    const create = await api.call(
      'POST',
      `/api/projects/${await helpers.project(owner.token)}/documents_collections/unstructured`,
      {
        token: owner.token,
        body: {
          name: 'x',
          upload_folder_id: folderId,
          documents: { 'a.pdf': target.id },
          collection_type: 'unstructured',
        },
      },
    );
    expect(create.statusCode).toBe(422);
    expect(create.json().detail).toBe('“a.pdf” has not been uploaded');
  });

  test('an expired upload URL is refused with 403', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'a.pdf', PDF_BYTES.length);
    api.advanceClock(61_000);
    const response = await helpers.post(target, 'a.pdf', PDF_BYTES);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Upload URL expired',
      code: 'upload_url_expired',
      request_id: expect.any(String),
    });
  });

  test('an oversize file is refused when asking for the URL (422) and when posting (413)', async () => {
    const folderId = await helpers.folder(owner.token);
    const ask = await api.call('POST', `/api/upload_folders/${folderId}/upload_urls`, {
      token: owner.token,
      body: { file_name: 'big.pdf', content_type: 'application/pdf', size_bytes: MAX_FILE + 1 },
    });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().detail).toBe('“big.pdf” is larger than the 4 KB a file may have');
    // A client lying about the size still meets the signed ceiling.
    const target = await helpers.uploadUrl(owner.token, folderId, 'big.pdf', 10);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_FILE)]);
    const response = await helpers.post(target, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      'The file is larger than the 10 bytes declared for this upload URL',
    );
  });

  test('R7.04 the declared size is the signed ceiling: a body past it is refused with 413 and not kept', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'notes.txt', 10);
    expect(target.fields.max_bytes).toBe('10');
    // Half the per-file limit under a 10-byte declaration (the 2 MiB under 10 B).
    const body = Buffer.from('x'.repeat(MAX_FILE / 2));
    const response = await helpers.post(target, 'notes.txt', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The file is larger than the 10 bytes declared for this upload URL',
      code: 'file_too_large',
      request_id: expect.any(String),
    });
    expect(stored(target.fields.key ?? '')).toBe(false);
    // A file of the declared size or less goes through.
    const exact = await helpers.uploadUrl(owner.token, folderId, 'notes.txt', TEXT_BYTES.length);
    expectStatus(await helpers.post(exact, 'notes.txt', TEXT_BYTES), 204);
  });

  test('R7.04 a signed upload URL is single-use: a replay, even concurrent, gets 409', async () => {
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'notes.txt', MAX_FILE);
    const other = Buffer.from('Other notes, sent twice.\n');
    const racing = await Promise.all([
      helpers.post(target, 'notes.txt', TEXT_BYTES),
      helpers.post(target, 'notes.txt', other),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    const replay = await helpers.post(target, 'notes.txt', other);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      detail: REPLAYED,
      code: 'upload_url_used',
      request_id: expect.any(String),
    });
    // The winner's bytes are the ones kept.
    const kept = readFileSync(join(api.config.dataDir, 'storage', target.fields.key ?? ''));
    const winner = racing[0]?.statusCode === 204 ? TEXT_BYTES : other;
    expect(kept.equals(winner)).toBe(true);
  });

  test('R7.05 a replay cannot replace or delete a document’s file; refused bytes are not kept', async () => {
    const projectId = await helpers.project(owner.token);
    const folderId = await helpers.folder(owner.token);
    const target = await helpers.uploadUrl(owner.token, folderId, 'notes.txt', TEXT_BYTES.length);
    expectStatus(await helpers.post(target, 'notes.txt', TEXT_BYTES), 204);
    const created = await api.call(
      'POST',
      `/api/projects/${projectId}/documents_collections/unstructured`,
      {
        token: owner.token,
        body: {
          name: 'Kept',
          upload_folder_id: folderId,
          documents: { 'notes.txt': target.id },
          collection_type: 'unstructured',
        },
      },
    );
    expectStatus(created, 201);
    const collection = created.json<{ id: string; documents: { id: string }[] }>();
    const fileOfDocument = async () => {
      const detail = await api.call(
        'GET',
        `/api/projects/${projectId}/documents_collections/unstructured/${collection.id}/documents/${collection.documents[0]?.id}`,
        { token: owner.token },
      );
      expectStatus(detail, 200);
      const url = new URL(detail.json<{ url: string }>().url);
      return api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    };
    // Bytes that fail the content check, then other good bytes, to the URL already used.
    for (const bytes of [BINARY_BYTES, Buffer.from('Replaced!\n')]) {
      const replay = await helpers.post(target, 'notes.txt', bytes);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({
        detail: REPLAYED,
        code: 'upload_url_used',
        request_id: expect.any(String),
      });
      const file = await fileOfDocument();
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(TEXT_BYTES)).toBe(true);
    }
    // Refused content is deleted from storage at once, and its URL is spent too.
    const bad = await helpers.uploadUrl(owner.token, folderId, 'tool.pdf', BINARY_BYTES.length);
    expect((await helpers.post(bad, 'tool.pdf', BINARY_BYTES)).statusCode).toBe(422);
    expect(stored(bad.fields.key ?? '')).toBe(false);
    expect((await helpers.post(bad, 'tool.pdf', PDF_BYTES)).statusCode).toBe(409);
    expect(stored(bad.fields.key ?? '')).toBe(false);
  });

  test('the collection limit counts stored bytes and the declared sizes of pending upload URLs', async () => {
    const folderId = await helpers.folder(owner.token);
    await helpers.upload(owner.token, folderId, 'notes.txt', TEXT_BYTES);
    await helpers.uploadUrl(owner.token, folderId, 'a.pdf', MAX_FILE);
    await helpers.uploadUrl(owner.token, folderId, 'b.pdf', MAX_FILE);
    const response = await askUrl(folderId, 'more.pdf', MAX_FILE);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: `“more.pdf” (4 KB) would exceed the collection limit of 12 KB: ${TEXT_BYTES.length} B already uploaded, 8 KB reserved by upload URLs not used yet`,
      code: 'collection_too_large',
      request_id: expect.any(String),
    });
    // What is left fits.
    expectStatus(await askUrl(folderId, 'last.txt', MAX_FILE - TEXT_BYTES.length), 201);
  });

  test('concurrent upload URLs cannot reserve more than the collection limit (12 × 4 KB against 12 KB)', async () => {
    const folderId = await helpers.folder(owner.token);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => askUrl(folderId, `f${index}.pdf`, MAX_FILE)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
  });

  test('an expired unused upload URL and a refused upload release their reservation', async () => {
    const folderId = await helpers.folder(owner.token);
    const refused = await helpers.uploadUrl(owner.token, folderId, 'tool.pdf', MAX_FILE);
    expect((await helpers.post(refused, 'tool.pdf', BINARY_BYTES)).statusCode).toBe(422);
    await helpers.uploadUrl(owner.token, folderId, 'a.pdf', MAX_FILE);
    await helpers.uploadUrl(owner.token, folderId, 'b.pdf', MAX_FILE);
    await helpers.uploadUrl(owner.token, folderId, 'c.pdf', MAX_FILE);
    expect((await askUrl(folderId, 'd.pdf', 1)).statusCode).toBe(422);
    api.advanceClock(61_000);
    expectStatus(await askUrl(folderId, 'd.pdf', MAX_FILE), 201);
  });

  test('unsupported content is refused with a clear 422 whatever its name says', async () => {
    const folderId = await helpers.folder(owner.token);
    const cases = [
      [
        'program.pdf',
        BINARY_BYTES,
        '“program.pdf” is not a PDF, DOCX, HTML, Markdown or text file',
      ],
      ['empty.txt', Buffer.alloc(0), '“empty.txt” is empty'],
      [
        'archive.docx',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
        '“archive.docx” is a ZIP archive but not a Word (DOCX) document',
      ],
    ] as const;
    for (const [name, bytes, detail] of cases) {
      const target = await helpers.uploadUrl(owner.token, folderId, name, bytes.length);
      const response = await helpers.post(target, name, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail,
        code: 'upload_refused',
        request_id: expect.any(String),
      });
    }
    // The good file beside them is kept.
    await helpers.upload(owner.token, folderId, 'fine.txt', TEXT_BYTES);
  });

  test('R6.01 another user’s upload folder is a 404', async () => {
    const folderId = await helpers.folder(owner.token);
    for (const id of [folderId, MISSING_ID]) {
      const response = await api.call('POST', `/api/upload_folders/${id}/upload_urls`, {
        token: intruder.token,
        body: { file_name: 'a.pdf', content_type: 'application/pdf', size_bytes: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'Upload folder not found',
        code: 'upload_folder_not_found',
        request_id: expect.any(String),
      });
    }
  });

  test('R7.01 upload folders need a bearer token', async () => {
    expect((await api.call('POST', '/api/upload_folders')).statusCode).toBe(401);
  });
});
