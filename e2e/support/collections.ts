import { call } from './api';
import type { FilePayload } from './documents';

/** A collection uploaded through the API as the UI does: folder → presigned POSTs → collection. */
export async function uploadCollection(
  token: string,
  projectId: string,
  name: string,
  files: FilePayload[],
): Promise<{ id: string }> {
  const folder = await call<{ id: string }>('/api/upload_folders', { method: 'POST', token });
  const documents: Record<string, string> = {};
  for (const file of files) {
    const target = await call<{ id: string; url: string; fields: string }>(
      `/api/upload_folders/${folder.id}/upload_urls`,
      {
        method: 'POST',
        token,
        body: JSON.stringify({
          file_name: file.name,
          content_type: file.mimeType,
          size_bytes: file.buffer.length,
        }),
      },
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(JSON.parse(target.fields) as Record<string, string>))
      form.append(key, value);
    form.append(
      'file',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
    const uploaded = await fetch(target.url, { method: 'POST', body: form });
    if (!uploaded.ok) throw new Error(`upload of ${file.name}: ${uploaded.status}`);
    documents[file.name] = target.id;
  }
  return call(`/api/projects/${projectId}/documents_collections/unstructured`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name,
      description: '',
      upload_folder_id: folder.id,
      documents,
      collection_type: 'unstructured',
    }),
  });
}
