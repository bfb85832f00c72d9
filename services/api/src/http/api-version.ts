import { API_VERSION } from '@ontoloom/contract';
import type { FastifyRequest } from 'fastify';
import { PreconditionFailedError } from '../errors';

const parse = (version: string) => {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
};

const server = parse(API_VERSION) as { major: number; minor: number };

/**
 * A client may be older than the server within the same major, never newer: a newer minor may
 * rely on fields this server does not have. A missing header is accepted (curl, scripts).
 */
export function checkApiVersion(header: string | string[] | undefined): void {
  if (header === undefined) return;
  const value = Array.isArray(header) ? (header[0] ?? '') : header;
  const client = parse(value);
  if (!client) {
    throw new PreconditionFailedError(
      'api_version_invalid',
      `Invalid Api-Version "${value}": expected MAJOR.MINOR.PATCH such as ${API_VERSION}`,
    );
  }
  if (client.major !== server.major || client.minor > server.minor) {
    throw new PreconditionFailedError(
      'api_version_unsupported',
      `Api-Version ${value} is not supported: this server implements API ${API_VERSION}; reload the application`,
    );
  }
}

export async function apiVersionHook(request: FastifyRequest): Promise<void> {
  checkApiVersion(request.headers['api-version']);
}
