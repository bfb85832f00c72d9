/** Every failed API call (R8.01): url, status and body, with the message from `body.detail`. */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly body: unknown;

  constructor({ url, status, body, statusText = '' }: ApiErrorInit) {
    super(messageFromBody(body) ?? (`${status} ${statusText}`.trim() || 'Request failed'));
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.body = body;
  }
}

export type ApiErrorInit = { url: string; status: number; body: unknown; statusText?: string };

export const NOT_FOUND_RESOURCES = [
  'user',
  'project',
  'collection',
  'document',
  'extraction_run',
  'ontology',
  'ontology_version',
  'knowledge_base',
  'dashboard_config',
] as const;

export type NotFoundResource = (typeof NOT_FOUND_RESOURCES)[number];

/** A 404 on an entity endpoint, typed by the entity (R8.02) so pages show the right view. */
export class NotFoundError extends ApiError {
  readonly resource: NotFoundResource;

  constructor(init: ApiErrorInit & { resource: NotFoundResource }) {
    super(init);
    this.name = 'NotFoundError';
    this.resource = init.resource;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

export const isNotFoundError = (
  error: unknown,
  resource?: NotFoundResource,
): error is NotFoundError =>
  error instanceof NotFoundError && (resource === undefined || error.resource === resource);

const messageFromBody = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail.length > 0) return detail;
  }
  return undefined;
};
