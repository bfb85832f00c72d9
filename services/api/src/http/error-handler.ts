import {
  codeForStatus,
  formatBytes,
  REQUEST_ID_HEADER,
  requestIdOf,
  type ErrorBody,
  type ErrorCode,
} from '@ontoloom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import { DetailedValidationError, DomainError, TooManyRequestsError } from '../errors';

// Fastify calls the query string "querystring"; clients know it as the query.
const contextNames: Record<string, string> = { querystring: 'query' };

type ValidationIssue = { instancePath: string; message?: string; params?: unknown };

/** zod says only "Invalid key in record" for a bad key; what is wrong with it is nested. */
const messageOf = (issue: ValidationIssue): string => {
  const nested = (issue.params as { issues?: { message?: string }[] } | undefined)?.issues;
  return nested?.[0]?.message ?? issue.message ?? 'Invalid value';
};

/** Fastify's `genReqId`: every request has an id, sent back as `x-request-id` and in errors. */
export const genReqId = (request: IncomingMessage) =>
  requestIdOf(request.headers[REQUEST_ID_HEADER]);

/** The one shape of every error body. */
export const errorBody = (
  request: FastifyRequest,
  code: ErrorCode,
  detail: string,
  extra?: Partial<ErrorBody> & Record<string, unknown>,
): ErrorBody => ({ ...extra, detail, code, request_id: request.id });

function validationBody(
  request: FastifyRequest,
  context: string | undefined,
  issues: ValidationIssue[],
): ErrorBody {
  const prefix = contextNames[context ?? 'body'] ?? context ?? 'body';
  const errors = issues.map((issue) => ({
    path: [prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: messageOf(issue),
  }));
  const detail = errors.map((error) => `${error.path}: ${error.message}`).join('; ');
  return errorBody(request, 'validation_failed', detail, { errors });
}

/**
 * Errors Fastify meets before routing (a path with invalid percent-encoding): a 400 like any other
 * refusal. Passed as the `frameworkErrors` option, which skips the error handler.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 400;
  return reply.code(status).send(errorBody(request, codeForStatus(status), error.message));
};

/** The one error handler: every failure leaves as `{detail, code, request_id}`; 5xx never leak. */
export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(422)
        .send(validationBody(request, error.validationContext, error.validation));
    }
    if (error instanceof DomainError) {
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      const domainError: DomainError = error;
      const body = errorBody(request, domainError.code, domainError.message);
      if (domainError instanceof TooManyRequestsError) {
        const { retryAfterSeconds, extra } = domainError;
        if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
        return reply.code(429).send({ ...extra, ...body });
      }
      if (domainError instanceof DetailedValidationError) {
        return reply.code(422).send({ ...body, errors: domainError.errors });
      }
      return reply.code(domainError.statusCode).send(body);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = formatBytes(request.routeOptions.bodyLimit ?? 0);
      return reply
        .code(413)
        .send(
          errorBody(request, 'body_too_large', `body: the request body is larger than ${limit}`),
        );
    }
    // Fastify's own client errors: malformed JSON, unsupported media type.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(errorBody(request, codeForStatus(error.statusCode), error.message));
    }
    request.log.error({ err: error, request_id: request.id }, 'unhandled error');
    return reply.code(500).send(errorBody(request, 'internal_error', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply
      .code(404)
      .send(errorBody(request, 'route_not_found', `Route ${request.method} ${path} not found`));
  });
}
