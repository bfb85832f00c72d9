import { API_VERSION, apiVersionAccepts, parseApiVersion } from '@ontoloom/contract';
import type { FastifyRequest } from 'fastify';
import { PreconditionFailedError } from '../errors';

/**
 * A client may be older than the server within the same major, never newer: a newer minor may
 * rely on fields this server does not have. A missing header is accepted (curl, scripts).
 */
export function checkApiVersion(header: string | string[] | undefined): void {
  if (header === undefined) return;
  const value = Array.isArray(header) ? (header[0] ?? '') : header;
  if (!parseApiVersion(value)) {
    throw new PreconditionFailedError(
      'api_version_invalid',
      `Invalid Api-Version "${value}": expected MAJOR.MINOR.PATCH such as ${API_VERSION}`,
    );
  }
  if (!apiVersionAccepts(API_VERSION, value)) {
    throw new PreconditionFailedError(
      'api_version_unsupported',
      `Api-Version ${value} is not supported: this server implements API ${API_VERSION}; reload the application`,
    );
  }
}

export async function apiVersionHook(request: FastifyRequest): Promise<void> {
  checkApiVersion(request.headers['api-version']);
}
