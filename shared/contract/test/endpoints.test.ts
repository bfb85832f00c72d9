import { z } from 'zod';
import { API_VERSION, PRODUCT_VERSION, endpoints, pathParamNames, type EndpointDef } from '../src';

// Spec section 7, written out by hand so the table cannot drift from it silently.
const SPEC_CALLS = [
  'GET /',
  // users and auth
  'GET /api/users/me',
  'PATCH /api/users/me/onboarding',
  'GET /api/users',
  'GET /api/users/{user_id}',
  'PATCH /api/users/status/{user_id}',
  'PUT /api/users/me/api-key',
  'POST /api/auth/{provider}/token',
  'POST /api/auth/token',
  'POST /api/auth/register',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification-email',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password/confirm',
  'GET /api/auth/oauth-urls',
  // projects and usage
  'GET /api/projects',
  'GET /api/projects/{project_id}',
  'POST /api/projects',
  'PATCH /api/projects/{project_id}',
  'DELETE /api/projects/{project_id}',
  'GET /api/llm-usage/credits-usage',
  // collections
  'GET /api/projects/{project_id}/documents_collections',
  'GET /api/projects/{project_id}/documents_collections/{documents_collection_id}',
  'POST /api/upload_folders',
  'POST /api/upload_folders/{upload_folder_id}/upload_urls',
  'POST /api/projects/{project_id}/documents_collections/unstructured',
  'PATCH /api/projects/{project_id}/documents_collections/unstructured/{documents_collection_id}',
  'PATCH /api/projects/{project_id}/documents_collections/{documents_collection_id}/archive',
  'PATCH /api/projects/{project_id}/documents_collections/{documents_collection_id}/restore',
  'GET /api/projects/{project_id}/documents_collections/unstructured/{documents_collection_id}/documents/{document_id}',
  // runs
  'GET /api/projects/{project_id}/extraction_runs',
  'GET /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}',
  'GET /api/projects/{project_id}/extraction_runs/{extraction_run_id}/final_results',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction',
  'PATCH /api/projects/{project_id}/extraction_runs/{extraction_run_id}/archive',
  'PATCH /api/projects/{project_id}/extraction_runs/{extraction_run_id}/restore',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}/chunking',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}/extraction',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}/deduplication/dnf_build',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}/deduplication/dnf_execute',
  'POST /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}/deduplication/skip',
  'PATCH /api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}',
  'GET /api/projects/{project_id}/extraction_runs/{extraction_run_id}/export/{serialization_format}',
  'POST /api/projects/{project_id}/extraction_runs/{extraction_run_id}/commit',
  // ontologies
  'GET /api/projects/{project_id}/ontologies',
  'GET /api/projects/{project_id}/ontologies/{ontology_id}',
  'GET /api/projects/{project_id}/ontologies/{ontology_id}/versions',
  'POST /api/projects/{project_id}/ontologies',
  'PATCH /api/projects/{project_id}/ontologies/{ontology_id}',
  'PATCH /api/projects/{project_id}/ontologies/{ontology_id}/archive',
  'PATCH /api/projects/{project_id}/ontologies/{ontology_id}/restore',
  'GET /api/projects/{project_id}/ontology_versions',
  'GET /api/projects/{project_id}/ontology_versions/{ontology_version_id}',
  'POST /api/projects/{project_id}/ontology_versions',
  'GET /api/projects/{project_id}/ontology_versions/{ontology_version_id}/export/yaml',
  // knowledge bases
  'GET /api/projects/{project_id}/knowledge_bases',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}',
  'POST /api/projects/{project_id}/knowledge_bases',
  'PATCH /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/archive',
  'PATCH /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/restore',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/{dashboard_id}',
  'POST /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/{dashboard_id}/data',
];

const EXEMPT = [
  'GET /',
  'POST /api/auth/token',
  'POST /api/auth/register',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification-email',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password/confirm',
  'GET /api/auth/oauth-urls',
  // No bearer exists yet when the provider code is exchanged.
  'POST /api/auth/{provider}/token',
];

const WITHOUT_API_VERSION = ['GET /', 'GET /api/users/me'];

// Calls the spec does not list but the issues ask for (issue 3: edit your own profile; issue 10:
// server-side sign-out; issue 12: step estimates, chunk preview, dedup candidates, live run
// progress, usage history).
const oneRun =
  '/api/projects/{project_id}/extraction_runs/unstructured/text_extraction/{extraction_run_id}';
const BEYOND_SPEC = [
  'PATCH /api/users/me',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'GET /api/llm-usage/history',
  `POST ${oneRun}/estimate`,
  `POST ${oneRun}/chunking/preview`,
  `GET ${oneRun}/deduplication/candidates`,
  `GET ${oneRun}/events`,
  // issue 13: growing a knowledge base, the entity browser, exports, dashboard writes
  'POST /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/runs',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/entities',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/entities/{entity_id}',
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/export/{format}',
  'POST /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards',
  'PUT /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/{dashboard_id}',
  'DELETE /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/{dashboard_id}',
  // issue 14: the chat service charges a reply as the user who asked
  'POST /api/llm-usage/charge',
  // issue 14: the KB chat's retrieval, the dashboard builder's preview
  'GET /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/search',
  'POST /api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/preview',
];
const ALL_CALLS = [...SPEC_CALLS, ...BEYOND_SPEC];

const entries = Object.entries(endpoints) as [string, EndpointDef][];
const key = (e: EndpointDef) => `${e.method} ${e.path}`;
const tableCalls = entries.map(([, e]) => key(e));

describe('endpoint table', () => {
  test('R7.03 every spec section 7 call is in the table', () => {
    expect(SPEC_CALLS.filter((call) => !tableCalls.includes(call))).toEqual([]);
  });

  test('R7.03 the table holds nothing beyond spec section 7', () => {
    expect(tableCalls.filter((call) => !ALL_CALLS.includes(call))).toEqual([]);
  });

  test('R7.03 each call appears exactly once', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
    expect(new Set(tableCalls).size).toBe(tableCalls.length);
    expect(tableCalls).toHaveLength(ALL_CALLS.length);
    expect(SPEC_CALLS.length).toBeGreaterThanOrEqual(55);
  });

  test('R7.01 bearer on every call except the auth endpoints', () => {
    const exempt = entries.filter(([, e]) => e.auth === 'exempt').map(([, e]) => key(e));
    expect(exempt.sort()).toEqual([...EXEMPT].sort());
  });

  test('R7.02 Api-Version on every call except the root and /api/users/me', () => {
    const without = entries.filter(([, e]) => !e.apiVersion).map(([, e]) => key(e));
    expect(without.sort()).toEqual([...WITHOUT_API_VERSION].sort());
  });

  test('R9.01 API version 2.1.0 and product version 0.43.0', () => {
    expect(API_VERSION).toBe('2.1.0');
    expect(PRODUCT_VERSION).toBe('0.43.0');
  });

  test('issue-2 operation ids are fixed', () => {
    const fixed: Record<string, string> = {
      getRoot: 'GET /',
      register: 'POST /api/auth/register',
      verifyEmail: 'POST /api/auth/verify-email',
      resendVerificationEmail: 'POST /api/auth/resend-verification-email',
      token: 'POST /api/auth/token',
      getCurrentUser: 'GET /api/users/me',
      updateOnboarding: 'PATCH /api/users/me/onboarding',
      listUsers: 'GET /api/users',
      getUser: 'GET /api/users/{user_id}',
      updateUserStatus: 'PATCH /api/users/status/{user_id}',
      listProjects: 'GET /api/projects',
      getProject: 'GET /api/projects/{project_id}',
      createProject: 'POST /api/projects',
      updateProject: 'PATCH /api/projects/{project_id}',
      deleteProject: 'DELETE /api/projects/{project_id}',
    };
    for (const [name, call] of Object.entries(fixed)) {
      expect(key(endpoints[name as keyof typeof endpoints])).toBe(call);
    }
    expect(endpoints.createProject.status).toBe(201);
    expect(endpoints.deleteProject.status).toBe(204);
    expect(endpoints.deleteProject.response.safeParse(null).success).toBe(true);
  });

  test.each(entries)('%s: path params match the params schema', (_name, endpoint) => {
    const names = pathParamNames(endpoint.path).sort();
    expect(Object.keys(endpoint.params?._zod.def.shape ?? {}).sort()).toEqual(names);
  });

  test.each(entries)('%s: well-formed definition', (_name, endpoint) => {
    expect(endpoint.summary.length).toBeGreaterThan(0);
    expect(endpoint.tag.length).toBeGreaterThan(0);
    expect(endpoint.status).toBeGreaterThanOrEqual(200);
    expect(endpoint.status).toBeLessThan(300);
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
      expect(endpoint.body).toBeUndefined();
  });

  // The API generates OpenAPI from these schemas, so each must convert to JSON Schema.
  test.each(entries)('%s: schemas convert to JSON Schema', (_name, endpoint) => {
    for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
    expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
  });
});
