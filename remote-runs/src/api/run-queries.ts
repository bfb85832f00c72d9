import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ListStatus } from '@ontoloom/platform';
import { runKeys } from './run-keys';

export const runListQueryOptions = (projectId: string, status: ListStatus, search: string) =>
  queryOptions({
    queryKey: runKeys.list(projectId, status, search),
    queryFn: ({ signal }) =>
      apiRequest('listExtractionRuns', {
        params: { project_id: projectId },
        query: {
          ...(search ? { search } : {}),
          ...(status === 'archived' ? { archived: 'true' } : {}),
        },
        signal,
      }),
  });

export const runQueryOptions = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.detail(projectId, runId),
    queryFn: ({ signal }) =>
      apiRequest('getTextExtractionRun', {
        params: { project_id: projectId, extraction_run_id: runId },
        signal,
      }),
  });

export const finalResultsQueryOptions = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.results(projectId, runId),
    queryFn: ({ signal }) =>
      apiRequest('getFinalResults', {
        params: { project_id: projectId, extraction_run_id: runId },
        signal,
      }),
  });

export const dedupCandidatesQueryOptions = (projectId: string, runId: string, className: string) =>
  queryOptions({
    queryKey: runKeys.candidates(projectId, runId, className),
    queryFn: ({ signal }) =>
      apiRequest('listDedupCandidates', {
        params: { project_id: projectId, extraction_run_id: runId },
        query: { ...(className ? { class_name: className } : {}), limit: 50 },
        signal,
      }),
  });

/** The active collections a run can read (the create dialog's picker). */
export const collectionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: runKeys.collections(projectId),
    queryFn: ({ signal }) =>
      apiRequest('listDocumentsCollections', { params: { project_id: projectId }, signal }),
  });

export const ontologiesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: runKeys.ontologies(projectId),
    queryFn: ({ signal }) =>
      apiRequest('listOntologies', { params: { project_id: projectId }, signal }),
  });

export const ontologyVersionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: runKeys.ontologyVersions(projectId),
    queryFn: ({ signal }) =>
      apiRequest('listOntologyVersions', { params: { project_id: projectId }, signal }),
  });

export const ontologyVersionQueryOptions = (projectId: string, versionId: string) =>
  queryOptions({
    queryKey: runKeys.ontologyVersion(projectId, versionId),
    queryFn: ({ signal }) =>
      apiRequest('getOntologyVersion', {
        params: { project_id: projectId, ontology_version_id: versionId },
        signal,
      }),
    staleTime: Infinity,
  });
