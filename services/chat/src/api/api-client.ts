import { API_VERSION } from '@ontoloom/contract';

/** An API answer other than 2xx, with the API's error code when it gave one. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly body: unknown = undefined,
  ) {
    super(detail);
    this.name = 'ApiCallError';
  }
}

/**
 * Calls into the API as the signed-in user: the user's own bearer token, never more rights.
 * Every tool of every agent goes through one of these.
 */
export type ApiClient = {
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
};

export function apiClientFor(apiUrl: string, token: string, signal?: AbortSignal): ApiClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'api-version': API_VERSION,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : null;
    if (!response.ok) {
      const error = (parsed ?? {}) as { code?: string; detail?: string };
      throw new ApiCallError(
        response.status,
        error.code ?? 'internal_error',
        error.detail ?? `API answered ${response.status}`,
        parsed,
      );
    }
    return parsed as T;
  };
  return {
    get: (path, query) =>
      call('GET', query ? `${path}?${new URLSearchParams(query).toString()}` : path),
    post: (path, body) => call('POST', path, body),
  };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
