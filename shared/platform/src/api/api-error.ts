import { errorCodeSchema, type ErrorCode, type ErrorItem } from '@ontoloom/contract/session';

export type ApiErrorInit = { url: string; status: number; body: unknown; statusText?: string };

const fieldOf = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;

const detailOf = (body: unknown): string | undefined => {
  const detail = fieldOf(body, 'detail');
  return typeof detail === 'string' && detail.length > 0 ? detail : undefined;
};

/**
 * Every failed API call (R8.01): url, status and body, with the body's `code` (what to decide
 * and translate by, see `useErrorMessage`), its English `detail` as the message, its request id
 * and, on a 422, the problems per field.
 */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
  /** The contract's error code, or null when the body has none (not our server). */
  readonly code: ErrorCode | null;
  readonly requestId: string | null;
  readonly items: ErrorItem[];

  constructor({ url, status, body, statusText = '' }: ApiErrorInit) {
    super(detailOf(body) ?? (`${status} ${statusText}`.trim() || 'Request failed'));
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.body = body;
    const code = errorCodeSchema.safeParse(fieldOf(body, 'code'));
    this.code = code.success ? code.data : null;
    const requestId = fieldOf(body, 'request_id');
    this.requestId = typeof requestId === 'string' ? requestId : null;
    const items = fieldOf(body, 'errors');
    this.items = Array.isArray(items) ? (items as ErrorItem[]) : [];
  }
}

/** The codes of a missing entity (spec section 7: typed not-found errors). */
export type NotFoundCode = Exclude<Extract<ErrorCode, `${string}_not_found`>, 'route_not_found'>;

const isNotFoundCode = (code: ErrorCode | null): code is NotFoundCode =>
  code !== null && code.endsWith('_not_found') && code !== 'route_not_found';

/** A 404 about an entity, typed by its code (R8.02) so pages show the right view. */
export class NotFoundError extends ApiError {
  declare readonly code: NotFoundCode;

  constructor(init: ApiErrorInit) {
    super(init);
    this.name = 'NotFoundError';
  }
}

/** The error a failed response becomes: a NotFoundError when the server names a missing entity. */
export const apiErrorOf = (init: ApiErrorInit): ApiError => {
  const error = new ApiError(init);
  return init.status === 404 && isNotFoundCode(error.code) ? new NotFoundError(init) : error;
};

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

export const isNotFoundError = (error: unknown, code?: NotFoundCode): error is NotFoundError =>
  error instanceof NotFoundError && (code === undefined || error.code === code);

/** The 404 a route throws itself, e.g. for an id that cannot exist (not a UUID). */
export const notFoundError = (code: NotFoundCode, url: string): NotFoundError =>
  new NotFoundError({ url, status: 404, body: { detail: 'Not found', code, request_id: null } });
