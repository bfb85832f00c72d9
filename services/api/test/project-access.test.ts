import { randomUUID } from 'node:crypto';
import {
  API_VERSION,
  buildPath,
  endpoints,
  type EndpointDef,
  type EndpointName,
} from '@ontoloom/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApiKeysService } from '../src/api-keys/api-keys.service';
import { createContractRouter, isProjectScoped } from '../src/http/contract-route';
import { registerErrorHandling } from '../src/http/error-handler';
import { createProjectAccess } from '../src/projects/project-access';
import { createProjectsRepo } from '../src/projects/projects.repo';
import { createUsersRepo } from '../src/users/users.repo';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

/*
 * Issue 11 item 2: one access rule for everything under /api/projects/{project_id}, applied by
 * the contract router, so runs and knowledge bases get it by being in the contract.
 */

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
};

/**
 * A small value a schema accepts (ids are fresh uuids), to pass validation; `optional` fills the
 * optional fields too (patch bodies want at least one).
 */
function smallest(schema: z.core.$ZodType, optional = true): unknown {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = (node: JsonSchema): unknown => {
    if (node.$ref) return value(root.$defs?.[node.$ref.split('/').pop() ?? ''] ?? root);
    if (node.const !== undefined) return node.const;
    if (node.enum) return node.enum[0];
    const first = (node.anyOf ?? node.oneOf ?? node.allOf)?.[0];
    if (first) return value(first);
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'object':
        // A record (no named fields) gets one entry: lists of named things need one.
        if (!node.properties && typeof node.additionalProperties === 'object') {
          return { x: value(node.additionalProperties) };
        }
        return Object.fromEntries(
          Object.entries(node.properties ?? {})
            .filter(([key]) => optional || node.required?.includes(key))
            .map(([key, child]) => [key, value(child)]),
        );
      case 'array':
        return Array.from({ length: node.minItems ?? 0 }, () => value(node.items ?? {}));
      case 'string':
        if (node.format === 'uuid') return randomUUID();
        if (node.format === 'date-time') return new Date().toISOString();
        return 'x'.repeat(Math.max(node.minLength ?? 1, 1));
      case 'integer':
      case 'number':
        return node.minimum ?? 0;
      case 'boolean':
        return false;
      default:
        return null;
    }
  };
  const result = value(root);
  const parsed = z.safeParse(schema, result);
  if (!parsed.success) throw new Error(`no smallest value for a schema: ${parsed.error.message}`);
  return result;
}

/** A request that passes validation, to the project `projectId`. */
function requestFor(endpoint: EndpointDef, projectId: string) {
  const params = {
    ...(endpoint.params ? (smallest(endpoint.params) as Record<string, string>) : {}),
    project_id: projectId,
  };
  const query = endpoint.query
    ? Object.fromEntries(
        Object.entries(smallest(endpoint.query, false) as Record<string, unknown>).map(
          ([key, value]) => [key, String(value)],
        ),
      )
    : undefined;
  return {
    url: buildPath(endpoint, params),
    query,
    body: endpoint.body ? smallest(endpoint.body) : undefined,
  };
}

const projectScoped = (Object.entries(endpoints) as [EndpointName, EndpointDef][]).filter(
  ([, endpoint]) => isProjectScoped(endpoint.path),
);

describe.each(databases())('project access on $name', (database) => {
  let api: TestApi;
  let projectId: string;
  let owner: { token: string };
  let intruder: { token: string };
  let pending: { token: string };
  beforeAll(async () => {
    api = await startTestApi(database);
    owner = await api.activeUser('owner');
    intruder = await api.activeUser('intruder');
    pending = await api.reviewedUser('pending');
    const created = await api.call('POST', '/api/projects', {
      token: owner.token,
      body: { name: 'Private', description: 'the owner’s' },
    });
    expectStatus(created, 201);
    projectId = created.json<{ id: string }>().id;
  });
  afterAll(() => api?.close());

  /** The project-scoped endpoints of the contract this API serves. */
  const served = () =>
    projectScoped.filter(([, endpoint]) =>
      api.app.hasRoute({
        method: endpoint.method,
        url: endpoint.path.replace(/\{([^}]+)\}/g, ':$1'),
      }),
    );

  test('R6.01 every served project-scoped route of the contract: another user gets 404, an inactive one 403', async () => {
    const routes = served();
    const tags = new Set(routes.map(([, endpoint]) => endpoint.tag));
    // The list comes from the contract: projects, collections and ontologies at least.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(tags.size).toBeGreaterThanOrEqual(3);
    for (const [name, endpoint] of routes) {
      const { url, query, body } = requestFor(endpoint, projectId);
      const asIntruder = await api.call(endpoint.method, url, {
        token: intruder.token,
        query,
        body,
      });
      expect({ name, status: asIntruder.statusCode, body: asIntruder.json() }).toEqual({
        name,
        status: 404,
        body: {
          detail: 'Project not found',
          code: 'project_not_found',
          request_id: expect.any(String),
        },
      });
      const asPending = await api.call(endpoint.method, url, { token: pending.token, query, body });
      expect({ name, status: asPending.statusCode }).toEqual({ name, status: 403 });
      expect(asPending.json<{ detail: string }>().detail).toMatch(/not active/);
    }
    // The project is untouched by all of it.
    const mine = await api.call('GET', `/api/projects/${projectId}`, { token: owner.token });
    expectStatus(mine, 200);
    expect(mine.json()).toMatchObject({ name: 'Private', description: 'the owner’s' });
  });

  test('R6.01 a domain not written yet (runs) gets the rule from the router, without checking anything itself', async () => {
    const keys = createApiKeysService({ usersRepo: createUsersRepo(api.db), now: api.now });
    const keyOf = async (token: string) => {
      const response = await api.call('PUT', '/api/users/me/api-key', { token });
      expectStatus(response, 200);
      return response.json<{ api_key: string }>().api_key;
    };
    const [ownerKey, intruderKey] = [await keyOf(owner.token), await keyOf(intruder.token)];
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const route = createContractRouter(app, {
      authenticate: async (key) => (await keys.authenticate(key))?.user,
      projects: createProjectAccess(createProjectsRepo(api.db)),
    });
    const seen: string[] = [];
    route('listExtractionRuns', async ({ project }) => {
      seen.push(project.project.id);
      return [];
    });
    try {
      const list = (key: string) =>
        app.inject({
          method: 'GET',
          url: buildPath(endpoints.listExtractionRuns, { project_id: projectId }),
          headers: { authorization: `Bearer ${key}`, 'api-version': API_VERSION },
        });
      const denied = await list(intruderKey);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({
        detail: 'Project not found',
        code: 'project_not_found',
        request_id: expect.any(String),
      });
      expect(seen).toEqual([]);
      expectStatus(await list(ownerKey), 200);
      expect(seen).toEqual([projectId]);
    } finally {
      await app.close();
    }
  });
});
