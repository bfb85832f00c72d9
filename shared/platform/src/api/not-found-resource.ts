import type { NotFoundResource } from './api-error';

// Keyed by the path placeholder: the last one in a path names the entity the 404 is about.
const RESOURCE_BY_PARAM: Record<string, NotFoundResource> = {
  user_id: 'user',
  project_id: 'project',
  documents_collection_id: 'collection',
  document_id: 'document',
  extraction_run_id: 'extraction_run',
  ontology_id: 'ontology',
  ontology_version_id: 'ontology_version',
  knowledge_base_id: 'knowledge_base',
  dashboard_id: 'dashboard_config',
};

const RESOURCE_BY_TAG: Record<string, NotFoundResource> = {
  users: 'user',
  projects: 'project',
  documents_collections: 'collection',
  collections: 'collection',
  documents: 'document',
  extraction_runs: 'extraction_run',
  runs: 'extraction_run',
  ontologies: 'ontology',
  ontology_versions: 'ontology_version',
  knowledge_bases: 'knowledge_base',
  dashboards: 'dashboard_config',
};

const normaliseTag = (tag: string): string =>
  tag
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Which entity a 404 from this endpoint is about, or null when it cannot be told. */
export const inferNotFoundResource = (endpoint: {
  path: string;
  tag?: string;
}): NotFoundResource | null => {
  const params = Array.from(endpoint.path.matchAll(/\{([^}]+)\}/g), (match) => match[1] ?? '');
  for (let index = params.length - 1; index >= 0; index -= 1) {
    const resource = RESOURCE_BY_PARAM[params[index] ?? ''];
    if (resource) return resource;
  }
  if (endpoint.path.startsWith('/api/users/me')) return 'user';
  return endpoint.tag ? (RESOURCE_BY_TAG[normaliseTag(endpoint.tag)] ?? null) : null;
};
