import type { LightMyRequestResponse } from 'fastify';
import { expectStatus, type TestApi } from './test-api';

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><h1>Report</h1></body></html>');
export const TEXT_BYTES = Buffer.from('Plain notes about suppliers.\nSecond line.\n');
/** A ZIP that names the parts of a Word document (enough for detection by content). */
export const DOCX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....'),
]);
export const BINARY_BYTES = Buffer.from([
  0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00,
]);

export type UploadTarget = { id: string; url: string; fields: Record<string, string> };

/** The multipart body a browser would send: the signed fields, then the file. */
export async function multipart(fields: Record<string, string>, name: string, bytes: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export function uploadHelpers(api: TestApi) {
  async function folder(token: string): Promise<string> {
    const response = await api.call('POST', '/api/upload_folders', { token });
    expectStatus(response, 201);
    return response.json<{ id: string }>().id;
  }

  async function uploadUrl(token: string, folderId: string, name: string, size: number) {
    const response = await api.call('POST', `/api/upload_folders/${folderId}/upload_urls`, {
      token,
      body: { file_name: name, content_type: 'application/octet-stream', size_bytes: size },
    });
    expectStatus(response, 201);
    const body = response.json<{ id: string; url: string; fields: string }>();
    return { ...body, fields: JSON.parse(body.fields) as Record<string, string> };
  }

  async function post(
    target: UploadTarget,
    name: string,
    bytes: Buffer,
  ): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipart(target.fields, name, bytes);
    return api.app.inject({ method: 'POST', url: new URL(target.url).pathname, payload, headers });
  }

  /** Folder → upload URL → multipart POST (R7.04); returns the uploaded file id. */
  async function upload(token: string, folderId: string, name: string, bytes: Buffer) {
    const target = await uploadUrl(token, folderId, name, bytes.length);
    expectStatus(await post(target, name, bytes), 204);
    return target.id;
  }

  async function collection(
    token: string,
    projectId: string,
    files: Record<string, Buffer>,
    extra: { name?: string; description?: string } = {},
  ) {
    const folderId = await folder(token);
    const documents: Record<string, string> = {};
    for (const [name, bytes] of Object.entries(files)) {
      documents[name] = await upload(token, folderId, name, bytes);
    }
    const response = await api.call(
      'POST',
      `/api/projects/${projectId}/documents_collections/unstructured`,
      {
        token,
        body: {
          name: extra.name ?? 'Reports',
          description: extra.description ?? '',
          upload_folder_id: folderId,
          documents,
          collection_type: 'unstructured',
        },
      },
    );
    expectStatus(response, 201);
    return response.json<{
      id: string;
      name: string;
      document_count: number;
      documents: { id: string; name: string; content_type: string; size_bytes: number }[];
    }>();
  }

  async function project(token: string, name = 'Suppliers') {
    const response = await api.call('POST', '/api/projects', {
      token,
      body: { name, description: '' },
    });
    expectStatus(response, 201);
    return response.json<{ id: string }>().id;
  }

  return { folder, uploadUrl, post, upload, collection, project };
}
