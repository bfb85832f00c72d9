import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { KbEntitiesQuery } from '@ontoloom/contract';
import { apiRequest, type ListStatus } from '@ontoloom/platform';
import { kbKeys } from './kb-keys';

export type KbScope = { projectId: string; kbId: string };
export const kbParams = ({ projectId, kbId }: KbScope) => ({
  project_id: projectId,
  knowledge_base_id: kbId,
});

export const kbListQueryOptions = (projectId: string, status: ListStatus, search: string) =>
  queryOptions({
    queryKey: kbKeys.list(projectId, status, search),
    queryFn: ({ signal }) =>
      apiRequest('listKnowledgeBases', {
        params: { project_id: projectId },
        query: {
          ...(search ? { search } : {}),
          ...(status === 'archived' ? { archived: 'true' } : {}),
        },
        signal,
      }),
  });

export const kbQueryOptions = (scope: KbScope) =>
  queryOptions({
    queryKey: kbKeys.detail(scope.projectId, scope.kbId),
    queryFn: ({ signal }) => apiRequest('getKnowledgeBase', { params: kbParams(scope), signal }),
  });

export const kbEntitiesQueryOptions = (scope: KbScope, query: KbEntitiesQuery) =>
  queryOptions({
    queryKey: kbKeys.entities(scope.projectId, scope.kbId, query),
    queryFn: ({ signal }) =>
      apiRequest('listKnowledgeBaseEntities', { params: kbParams(scope), query, signal }),
    // The table keeps the page it shows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const kbEntityQueryOptions = (scope: KbScope, entityId: string) =>
  queryOptions({
    queryKey: kbKeys.entity(scope.projectId, scope.kbId, entityId),
    queryFn: ({ signal }) =>
      apiRequest('getKnowledgeBaseEntity', {
        params: { ...kbParams(scope), entity_id: entityId },
        signal,
      }),
  });

export const dashboardsQueryOptions = (scope: KbScope) =>
  queryOptions({
    queryKey: kbKeys.dashboards(scope.projectId, scope.kbId),
    queryFn: ({ signal }) => apiRequest('listDashboards', { params: kbParams(scope), signal }),
  });

/** The project's runs: the create and add-run dialogs pick one. */
export const runsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: kbKeys.runs(projectId),
    queryFn: ({ signal }) =>
      apiRequest('listExtractionRuns', { params: { project_id: projectId }, signal }),
  });

/** A source run's documents: id → name, for the provenance links. */
export const runDocumentsQueryOptions = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: kbKeys.runDocuments(projectId, runId),
    queryFn: async ({ signal }) => {
      const run = await apiRequest('getTextExtractionRun', {
        params: { project_id: projectId, extraction_run_id: runId },
        signal,
      });
      return run.documents.map(({ document_id, name }) => ({ document_id, name }));
    },
    staleTime: Infinity,
  });

export const ontologyVersionQueryOptions = (projectId: string, versionId: string) =>
  queryOptions({
    queryKey: kbKeys.ontologyVersion(projectId, versionId),
    queryFn: ({ signal }) =>
      apiRequest('getOntologyVersion', {
        params: { project_id: projectId, ontology_version_id: versionId },
        signal,
      }),
    staleTime: Infinity,
  });

export const ontologyQueryOptions = (projectId: string, ontologyId: string) =>
  queryOptions({
    queryKey: kbKeys.ontology(projectId, ontologyId),
    queryFn: ({ signal }) =>
      apiRequest('getOntology', {
        params: { project_id: projectId, ontology_id: ontologyId },
        signal,
      }),
  });

/** The project's ontologies and their versions: a card names its knowledge base's version. */
export const ontologiesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...kbKeys.all, 'ontologies', projectId] as const,
    queryFn: ({ signal }) =>
      apiRequest('listOntologies', { params: { project_id: projectId }, signal }),
  });

export const ontologyVersionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...kbKeys.all, 'ontology-versions', projectId] as const,
    queryFn: ({ signal }) =>
      apiRequest('listOntologyVersions', { params: { project_id: projectId }, signal }),
  });
