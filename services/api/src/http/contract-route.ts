import {
  errorBodySchema,
  quotaErrorBodySchema,
  type EndpointDef,
  type EndpointName,
  endpoints,
  pathParamNames,
} from '@ontoloom/contract';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../db/schema/index';
import { UnauthorizedError } from '../errors';
import type { ProjectAccess, ProjectScope } from '../projects/project-access';
import { apiVersionHook } from './api-version';

/** The path param that makes a route project-scoped. */
export const PROJECT_PARAM = 'project_id';

/** Whether a contract path is project-scoped: the project access rule guards it. */
export const isProjectScoped = (path: string): boolean =>
  pathParamNames(path).includes(PROJECT_PARAM);

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export type RouteInput<E extends EndpointDef> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** The signed-in user; bearer endpoints never reach the handler without one. */
  user: E['auth'] extends 'bearer' ? UserRow : null;
  /** Routes under `/api/projects/{project_id}`: the project, after the one access check. */
  project: typeof PROJECT_PARAM extends keyof Output<E['params']> ? ProjectScope : null;
  request: FastifyRequest;
};

/**
 * A response body already serialized as JSON, sent as is: for bodies too large to check and
 * serialize on the event loop, built from parts that were checked when they were stored.
 */
export class JsonText<T> {
  declare readonly body?: T;
  constructor(readonly text: string) {}
}

/**
 * A `text/event-stream` answer: `run` writes events until it resolves (or the client leaves,
 * which aborts `signal`); the stream then ends. Headers set by the hooks (CORS, security) are kept.
 */
export class EventStream {
  constructor(
    readonly run: (
      send: (event: string, data: string) => void,
      signal: AbortSignal,
    ) => Promise<void>,
  ) {}
}

/**
 * A file to download instead of the endpoint's JSON body (e.g. a run export with `download=true`):
 * sent with its content type and `Content-Disposition: attachment` naming the file. A stream body
 * (a large export written as it is read) is sent as it comes.
 */
export class FileDownload {
  constructor(
    readonly body: string | Buffer | Readable,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266). */
export const attachmentHeader = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};

export type RouteHandler<E extends EndpointDef> = (
  input: RouteInput<E>,
) => Promise<
  z.output<E['response']> | JsonText<z.output<E['response']>> | EventStream | FileDownload
>;

/** Resolves a bearer token to its user. */
export type Authenticator = (accessToken: string) => Promise<UserRow | undefined>;

const principals = new WeakMap<FastifyRequest, UserRow>();

/** The bearer credential (access token or API key) of the request's Authorization header. */
export const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/** The user behind the request's `Authorization: Bearer …` (session token or API key); 401 without. */
export async function requireBearerUser(
  request: FastifyRequest,
  authenticate: Authenticator,
): Promise<UserRow> {
  const bearer = bearerOf(request);
  const user = bearer ? await authenticate(bearer) : undefined;
  if (!user) throw new UnauthorizedError();
  return user;
}

function bearerHook(authenticate: Authenticator): onRequestAsyncHookHandler {
  return async (request) => {
    principals.set(request, await requireBearerUser(request, authenticate));
  };
}

/** `/api/users/{user_id}` → `/api/users/:user_id` */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export type RouteOptions = {
  /**
   * A lighter body schema checked on the event loop instead of the contract's, when checking the
   * whole body could hold the loop: the handler checks the rest off it. The contract's schema
   * still documents the endpoint.
   */
  bodyOnLoop?: z.core.$ZodType;
};

export type ContractRouter = <N extends EndpointName>(
  name: N,
  handler: RouteHandler<(typeof endpoints)[N]>,
  options?: RouteOptions,
) => void;

export type RouterAccess = { authenticate: Authenticator; projects: ProjectAccess };

/**
 * Registers endpoints of the contract table: their schemas validate the request and the
 * response and feed OpenAPI; their `auth` and `apiVersion` flags choose the request hooks, so
 * the server enforces exactly what the browser client sends. A path with `{project_id}` gets
 * the project access check after validation, before the handler, which receives the scope.
 */
export function createContractRouter(app: FastifyInstance, access: RouterAccess): ContractRouter {
  const requireBearer = bearerHook(access.authenticate);
  return (name, handler, options = {}) => {
    const { bodyOnLoop } = options;
    const endpoint: EndpointDef = endpoints[name];
    const hooks: onRequestAsyncHookHandler[] = [];
    // Version first: an incompatible client should reload, whatever its credentials.
    if (endpoint.apiVersion) hooks.push(apiVersionHook);
    if (endpoint.auth === 'bearer') hooks.push(requireBearer);
    const projectScoped = isProjectScoped(endpoint.path);
    if (projectScoped && endpoint.auth !== 'bearer') {
      throw new Error(`${name}: a project-scoped endpoint must require a bearer`);
    }

    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      onRequest: hooks,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      ...(bodyOnLoop
        ? {
            validatorCompiler: (route: FastifyRouteSchemaDef<unknown>) =>
              validatorCompiler({
                ...route,
                schema: (route.httpPart === 'body' ? bodyOnLoop : route.schema) as z.core.$ZodType,
              }),
          }
        : {}),
      schema: {
        operationId: name,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: {
          [endpoint.status]: endpoint.response,
          // A 429 may carry the credits usage (spec section 8); the generic schema would drop it.
          429: quotaErrorBodySchema,
          '4xx': errorBodySchema,
          '5xx': errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        const user = principals.get(request) ?? null;
        const params = request.params as Record<string, string> | undefined;
        const project =
          projectScoped && user && params
            ? await access.projects.open(user, params[PROJECT_PARAM] ?? '')
            : null;
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          user,
          project,
          request,
        } as RouteInput<(typeof endpoints)[typeof name]>;
        const result = await handler(input);
        reply.code(endpoint.status);
        if (endpoint.status === 204) return reply.send();
        if (result instanceof FileDownload) {
          return reply
            .type(result.contentType)
            .header('content-disposition', attachmentHeader(result.fileName))
            .send(result.body);
        }
        if (result instanceof JsonText) {
          return reply.type('application/json; charset=utf-8').send(result.text);
        }
        if (result instanceof EventStream) {
          reply.hijack();
          const raw = reply.raw;
          raw.writeHead(endpoint.status, {
            ...(reply.getHeaders() as OutgoingHttpHeaders),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
            // Proxies (nginx) must pass events on as they come.
            'x-accel-buffering': 'no',
          });
          const left = new AbortController();
          raw.on('close', () => left.abort());
          const send = (event: string, data: string) => {
            if (!left.signal.aborted) raw.write(`event: ${event}\ndata: ${data}\n\n`);
          };
          try {
            await result.run(send, left.signal);
          } catch (error) {
            request.log.error({ err: error, request_id: request.id }, 'event stream failed');
          } finally {
            raw.end();
          }
          return reply;
        }
        return result;
      },
    });
  };
}
