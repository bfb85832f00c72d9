import type { UploadUrlResponse } from '@ontoloom/contract';
import { apiRequest, ApiError } from '@ontoloom/platform';

export type UploadProgress = { loaded: number; total: number };

/** Posts one file to its presigned URL (R7.04) with XHR: fetch has no upload progress. */
export function postToUploadUrl(
  target: UploadUrlResponse,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(
      JSON.parse(target.fields) as Record<string, string>,
    )) {
      form.append(key, value);
    }
    // The file goes last: presigned POST forms ignore fields after it.
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // S3 answers XML: keep the text.
      }
      reject(
        new ApiError({ url: target.url, status: xhr.status, body, statusText: xhr.statusText }),
      );
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const createUploadFolder = () => apiRequest('createUploadFolder', {});

export const createUploadUrl = (folderId: string, file: File, signal: AbortSignal) =>
  apiRequest('createUploadUrl', {
    params: { upload_folder_id: folderId },
    body: {
      file_name: file.name,
      content_type: file.type || 'application/octet-stream',
      size_bytes: file.size,
    },
    signal,
  });
