import { queryOptions } from '@tanstack/react-query';
import { ApiError, STALE_TIME } from '@ontoloom/platform';

export type DocumentHead = { contentType: string; sizeBytes: number; lastModified: string | null };

const failed = async (url: string, response: Response) => {
  // A HEAD answer has no body, and a store may answer XML: keep whatever text there is.
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON
  }
  return new ApiError({ url, status: response.status, body, statusText: response.statusText });
};

/** R7.05: metadata by HEAD to the presigned URL (no bearer: the signature is the credential). */
export const documentHeadQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['collections', 'document-head', url],
    queryFn: async ({ signal }): Promise<DocumentHead> => {
      const response = await fetch(url, { method: 'HEAD', signal });
      if (!response.ok) throw await failed(url, response);
      return {
        contentType: response.headers.get('content-type') ?? '',
        sizeBytes: Number(response.headers.get('content-length') ?? 0),
        lastModified: response.headers.get('last-modified'),
      };
    },
    staleTime: STALE_TIME.document,
  });

/** R7.05: the data by GET to the presigned URL. */
export const documentDataQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['collections', 'document-data', url],
    queryFn: async ({ signal }): Promise<ArrayBuffer> => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw await failed(url, response);
      return response.arrayBuffer();
    },
    staleTime: STALE_TIME.document,
  });
