import type { ErrorCode, ErrorItem } from '@ontoloom/contract';

/**
 * Domain errors: services throw these; the one error handler turns them into
 * `{detail, code, request_id}` bodies. The code (from the contract's list) is what clients act on.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(422, code, message);
  }
}

/** A 422 whose body also lists each problem (`errors`), e.g. with a line and column. */
export class DetailedValidationError extends ValidationError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly errors: ErrorItem[],
  ) {
    super(code, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(code: ErrorCode = 'not_authenticated', message = 'Not authenticated') {
    super(401, code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(403, code, message);
  }
}

/** `${resource} not found`, e.g. `new NotFoundError('project_not_found', 'Project')`. */
export class NotFoundError extends DomainError {
  constructor(code: ErrorCode & `${string}_not_found`, resource: string) {
    super(404, code, `${resource} not found`);
  }
}

export class ConflictError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(409, code, message);
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(412, code, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    /** Seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Extra body fields, e.g. `credits_usage` on a quota refusal. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(429, code, message);
  }
}

/** PostgreSQL unique_violation, whether raised by pg, PGlite, or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
