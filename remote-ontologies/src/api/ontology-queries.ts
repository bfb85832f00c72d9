import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { ontologyKeys, type OntologyListStatus } from './ontology-keys';

export const ontologyListQueryOptions = (
  projectId: string,
  status: OntologyListStatus,
  search: string,
) =>
  queryOptions({
    queryKey: ontologyKeys.list(projectId, status, search),
    queryFn: ({ signal }) =>
      apiRequest('listOntologies', {
        params: { project_id: projectId },
        query: {
          ...(search ? { search } : {}),
          ...(status === 'archived' ? { archived: 'true' } : {}),
        },
        signal,
      }),
  });

export const ontologyQueryOptions = (projectId: string, ontologyId: string) =>
  queryOptions({
    queryKey: ontologyKeys.detail(projectId, ontologyId),
    queryFn: ({ signal }) =>
      apiRequest('getOntology', {
        params: { project_id: projectId, ontology_id: ontologyId },
        signal,
      }),
  });

export const versionListQueryOptions = (projectId: string, ontologyId: string) =>
  queryOptions({
    queryKey: ontologyKeys.versions(projectId, ontologyId),
    queryFn: ({ signal }) =>
      apiRequest('listVersionsOfOntology', {
        params: { project_id: projectId, ontology_id: ontologyId },
        signal,
      }),
  });

export const versionQueryOptions = (projectId: string, versionId: string) =>
  queryOptions({
    queryKey: ontologyKeys.version(projectId, versionId),
    queryFn: ({ signal }) =>
      apiRequest('getOntologyVersion', {
        params: { project_id: projectId, ontology_version_id: versionId },
        signal,
      }),
    staleTime: Infinity,
  });
