import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

// Core types, so schemas of classic zod and of zod/mini (the session entry's) are both accepted;
// loose object type so strict, strip and passthrough objects are all accepted.
export type AnyZodObject = z.core.$ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
export type AnyZodType = z.core.$ZodType;

export type EndpointDef = {
  method: HttpMethod;
  /** OpenAPI-style path, params in braces: `/api/users/{user_id}`. */
  path: string;
  params?: AnyZodObject;
  query?: AnyZodObject;
  body?: AnyZodType;
  /** Largest body in bytes, when the endpoint takes more than `limits.bodyBytes`. */
  bodyLimit?: number;
  /** Schema of the success body; `z.null()` for 204. */
  response: AnyZodType;
  /** Success status code. */
  status: number;
  /** `exempt`: sent without an Authorization header (spec section 7). */
  auth: 'bearer' | 'exempt';
  /** Whether the client sends the `Api-Version` header. */
  apiVersion: boolean;
  summary: string;
  tag: string;
};

/** Identity function whose `const` type parameter keeps literal methods, paths and exact schemas. */
export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

/** Params an endpoint's path needs (input side, as a caller passes them). */
export type EndpointParams<E extends EndpointDef> = E['params'] extends AnyZodType
  ? z.input<E['params']>
  : undefined;
export type EndpointQuery<E extends EndpointDef> = E['query'] extends AnyZodType
  ? z.input<E['query']>
  : undefined;
export type EndpointBody<E extends EndpointDef> = E['body'] extends AnyZodType
  ? z.input<E['body']>
  : undefined;
export type EndpointResponse<E extends EndpointDef> = z.output<E['response']>;

/**
 * Substitutes `{name}` placeholders with URI-encoded values.
 * Throws on a missing param so a bad call fails loudly instead of hitting `/api/projects/undefined`.
 */
export const buildPath = (
  endpoint: Pick<EndpointDef, 'path'> | string,
  params: Record<string, string | number> = {},
): string => {
  const template = typeof endpoint === 'string' ? endpoint : endpoint.path;
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
};

/** Names of the `{param}` placeholders in a path, in order. */
export const pathParamNames = (path: string): string[] =>
  Array.from(path.matchAll(/\{([^}]+)\}/g), (match) => match[1] as string);
