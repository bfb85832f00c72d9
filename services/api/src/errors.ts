import type { ErrorItem } from '@ontoloom/contract';

/** Domain errors: services throw these; the one error handler turns them into `{detail}` bodies. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

/** A 422 whose body also lists each problem (`errors`), e.g. with a line and column. */
export class DetailedValidationError extends ValidationError {
  constructor(
    message: string,
    readonly errors: ErrorItem[],
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(resource: string) {
    super(404, `${resource} not found`);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message: string) {
    super(412, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    /** Seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Extra body fields, e.g. `credits_usage` on a quota refusal. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(429, message);
  }
}

/** PostgreSQL unique_violation, whether raised by pg, PGlite, or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
