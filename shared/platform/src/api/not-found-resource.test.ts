import { inferNotFoundResource } from './not-found-resource';

test.each([
  ['/api/users/{user_id}', 'user'],
  ['/api/users/me', 'user'],
  ['/api/projects/{project_id}', 'project'],
  ['/api/projects/{project_id}/documents_collections/{documents_collection_id}', 'collection'],
  [
    '/api/projects/{project_id}/documents_collections/unstructured/{documents_collection_id}/documents/{document_id}',
    'document',
  ],
  [
    '/api/projects/{project_id}/extraction_runs/{extraction_run_id}/final_results',
    'extraction_run',
  ],
  ['/api/projects/{project_id}/ontologies/{ontology_id}/versions', 'ontology'],
  ['/api/projects/{project_id}/ontology_versions/{ontology_version_id}', 'ontology_version'],
  ['/api/projects/{project_id}/knowledge_bases/{knowledge_base_id}', 'knowledge_base'],
  [
    '/api/projects/{project_id}/knowledge_bases/{knowledge_base_id}/dashboards/{dashboard_id}',
    'dashboard_config',
  ],
])('R8.02 a 404 from %s is about a %s', (path, resource) => {
  expect(inferNotFoundResource({ path })).toBe(resource);
});

test('R8.02 without params the tag decides, unknown stays untyped', () => {
  expect(inferNotFoundResource({ path: '/api/projects', tag: 'projects' })).toBe('project');
  expect(
    inferNotFoundResource({ path: '/api/llm-usage/credits-usage', tag: 'credits' }),
  ).toBeNull();
});
