import { formatBytes, type ErrorBody } from '@ontoloom/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DetailedValidationError, DomainError, TooManyRequestsError } from '../errors';

// Fastify calls the query string "querystring"; clients know it as the query.
const contextNames: Record<string, string> = { querystring: 'query' };

type ValidationIssue = { instancePath: string; message?: string; params?: unknown };

/** zod says only "Invalid key in record" for a bad key; what is wrong with it is nested. */
const messageOf = (issue: ValidationIssue): string => {
  const nested = (issue.params as { issues?: { message?: string }[] } | undefined)?.issues;
  return nested?.[0]?.message ?? issue.message ?? 'Invalid value';
};

function validationBody(context: string | undefined, issues: ValidationIssue[]): ErrorBody {
  const prefix = contextNames[context ?? 'body'] ?? context ?? 'body';
  const errors = issues.map((issue) => ({
    path: [prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: messageOf(issue),
  }));
  return {
    detail: errors.map((error) => `${error.path}: ${error.message}`).join('; '),
    errors,
  };
}

/**
 * Errors Fastify meets before routing (a path with invalid percent-encoding): a 400 `{detail}`
 * like any other refusal. Passed as the `frameworkErrors` option, which skips the error handler.
 */
export const frameworkErrors = (error: FastifyError, _request: unknown, reply: FastifyReply) =>
  reply.code(error.statusCode ?? 400).send({ detail: error.message });

/** The one error handler: every failure leaves as `{detail}`, and 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send(validationBody(error.validationContext, error.validation));
    }
    if (error instanceof DomainError) {
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      const domainError: DomainError = error;
      if (domainError instanceof TooManyRequestsError) {
        const { retryAfterSeconds, extra } = domainError;
        if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
        return reply.code(429).send({ detail: error.message, ...extra });
      }
      if (domainError instanceof DetailedValidationError) {
        return reply.code(422).send({ detail: error.message, errors: domainError.errors });
      }
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = formatBytes(request.routeOptions.bodyLimit ?? 0);
      return reply.code(413).send({ detail: `body: the request body is larger than ${limit}` });
    }
    // Fastify's own client errors: malformed JSON, unsupported media type.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({ detail: `Route ${request.method} ${path} not found` });
  });
}
