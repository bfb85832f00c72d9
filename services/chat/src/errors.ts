import type { ErrorCode } from '@ontoloom/contract';

/** An answer other than 2xx in the API's error shape; `extra` joins the body (credits info). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
