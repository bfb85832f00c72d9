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
      expect(response.json()).toEqual({ detail: 'Invalid upload signature' });
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
    expect(response.json()).toEqual({ detail: 'Upload URL expired' });
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
    expect(response.json().detail).toBe(`File is larger than the allowed ${MAX_FILE} bytes`);
  });

  test('the collection limit counts every file of the folder', async () => {
    const folderId = await helpers.folder(owner.token);
    for (let index = 0; index < 3; index += 1) {
      await helpers.uploadUrl(owner.token, folderId, `f${index}.pdf`, MAX_FILE);
    }
    const response = await api.call('POST', `/api/upload_folders/${folderId}/upload_urls`, {
      token: owner.token,
      body: { file_name: 'more.pdf', content_type: 'application/pdf', size_bytes: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('These files exceed the collection limit of 12 KB');
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
      expect(response.json()).toEqual({ detail });
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
      expect(response.json()).toEqual({ detail: 'Upload folder not found' });
    }
  });

  test('R7.01 upload folders need a bearer token', async () => {
    expect((await api.call('POST', '/api/upload_folders')).statusCode).toBe(401);
  });
});
