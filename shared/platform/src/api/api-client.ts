import type { EndpointName, Endpoints } from '@ontoloom/contract';
import {
  API_VERSION,
  buildPath,
  usersAuthEndpoints,
  type EndpointDef,
} from '@ontoloom/contract/session';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { getConfig } from '../config/load-config';
import { i18n } from '../i18n/i18n';
import { getToken } from '../session/token';
import { handleUnauthorized } from '../session/unauthorized';
import { ApiError, apiErrorOf } from './api-error';
import { loadContract } from './load-contract';

type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : never;

export type ApiRequestOptions<E extends EndpointDef = EndpointDef> = {
  params?: E['params'] extends z.core.$ZodType
    ? InputOf<E['params']>
    : Record<string, string | number>;
  query?: E['query'] extends z.core.$ZodType ? InputOf<E['query']> : Record<string, unknown>;
  body?: E['body'] extends z.core.$ZodType ? InputOf<E['body']> : unknown;
  signal?: AbortSignal;
};

export type ApiResponse<E extends EndpointDef> = z.output<E['response']>;

/** Sign-in and user calls are at hand; another area's call loads the full table first. */
const resolveEndpoint = async (endpoint: EndpointName | EndpointDef): Promise<EndpointDef> => {
  if (typeof endpoint !== 'string') return endpoint;
  const found =
    (usersAuthEndpoints as Record<string, EndpointDef>)[endpoint] ??
    ((await loadContract()).endpoints as Record<string, EndpointDef>)[endpoint];
  if (!found) throw new Error(`Unknown endpoint "${endpoint}"`);
  return found;
};

const toSearch = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * Headers for one endpoint: bearer unless exempt (R7.01), Api-Version unless opted out (R7.02),
 * and the UI's language, in which the API words validation problems it can (ontology YAML).
 */
export const buildHeaders = (endpoint: EndpointDef, hasBody: boolean): Record<string, string> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (i18n.language) headers['Accept-Language'] = i18n.language;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (endpoint.apiVersion) headers['Api-Version'] = API_VERSION;
  const token = endpoint.auth === 'bearer' ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Builds the absolute URL of an endpoint call against the configured API address. */
export const endpointUrl = (
  endpoint: EndpointDef,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string => {
  const base = getConfig().API_URL.replace(/\/+$/, '');
  return `${base}${buildPath(endpoint, params ?? {})}${toSearch(query)}`;
};

/**
 * Calls one endpoint of the contract table and returns its parsed, typed response.
 * Errors are ApiError (NotFoundError for entity 404s); a 401 on a call that sent the
 * session token ends the session (R4.06).
 */
export async function apiRequest<N extends EndpointName>(
  endpoint: N,
  options?: ApiRequestOptions<Endpoints[N]>,
): Promise<ApiResponse<Endpoints[N]>>;
export async function apiRequest<E extends EndpointDef>(
  endpoint: E,
  options?: ApiRequestOptions<E>,
): Promise<ApiResponse<E>>;
export async function apiRequest(
  endpointOrName: EndpointName | EndpointDef,
  options: ApiRequestOptions = {},
): Promise<unknown> {
  const endpoint = await resolveEndpoint(endpointOrName);
  const url = endpointUrl(
    endpoint,
    options.params as Record<string, string | number> | undefined,
    options.query as Record<string, unknown> | undefined,
  );
  const hasBody = options.body !== undefined;
  const headers = buildHeaders(endpoint, hasBody);
  let body = options.body;
  if (hasBody && endpoint.body) {
    // Apply schema defaults; an invalid body is still sent so the server answers the 422.
    const parsed = safeParse(endpoint.body, body);
    if (parsed.success) body = parsed.data;
  }

  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
    // The identity-provider token exchange relies on the provider's cookies (spec section 7).
    credentials: endpoint.path.includes('{provider}') ? 'include' : 'same-origin',
  });

  if (!response.ok) {
    const errorBody = await readBody(response);
    const init = { url, status: response.status, body: errorBody, statusText: response.statusText };
    if (response.status === 401 && headers.Authorization) handleUnauthorized();
    throw apiErrorOf(init);
  }

  if (response.status === 204 || endpoint.method === 'HEAD') return null;
  const data = await readBody(response);
  const parsed = safeParse(endpoint.response, data);
  if (!parsed.success) {
    throw new ApiError({
      url,
      status: response.status,
      body: { detail: `Unexpected response from ${endpoint.method} ${endpoint.path}` },
    });
  }
  return parsed.data;
}
