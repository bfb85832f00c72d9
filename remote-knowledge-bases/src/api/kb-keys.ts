import type { KbEntitiesQuery } from '@ontoloom/contract';
import type { ListStatus } from '@ontoloom/platform';

// Domain first so one prefix refreshes every knowledge-base query after a mutation (R7.07). The
// pickers' runs and ontology versions live under `knowledge-bases` too: never another remote's keys.
export const kbKeys = {
  all: ['knowledge-bases'] as const,
  lists: () => [...kbKeys.all, 'list'] as const,
  list: (projectId: string, status: ListStatus, search: string) =>
    [...kbKeys.lists(), projectId, { status, search }] as const,
  details: () => [...kbKeys.all, 'detail'] as const,
  detail: (projectId: string, kbId: string) => [...kbKeys.details(), projectId, kbId] as const,
  entities: (projectId: string, kbId: string, query?: KbEntitiesQuery) =>
    [...kbKeys.all, 'entities', projectId, kbId, ...(query ? [query] : [])] as const,
  entity: (projectId: string, kbId: string, entityId: string) =>
    [...kbKeys.all, 'entity', projectId, kbId, entityId] as const,
  dashboards: (projectId: string, kbId: string) =>
    [...kbKeys.all, 'dashboards', projectId, kbId] as const,
  dashboard: (projectId: string, kbId: string, dashboardId: string) =>
    [...kbKeys.all, 'dashboard', projectId, kbId, dashboardId] as const,
  dashboardData: (
    projectId: string,
    kbId: string,
    dashboardId: string,
    params: Record<string, string>,
  ) => [...kbKeys.all, 'dashboard-data', projectId, kbId, dashboardId, params] as const,
  runs: (projectId: string) => [...kbKeys.all, 'runs', projectId] as const,
  // A run's documents (names, for provenance links); a source run is committed, hence frozen.
  runDocuments: (projectId: string, runId: string) =>
    [...kbKeys.all, 'run-documents', projectId, runId] as const,
  // Versions are immutable: their content never needs a refresh.
  ontologyVersion: (projectId: string, versionId: string) =>
    [...kbKeys.all, 'ontology-version', projectId, versionId] as const,
  ontology: (projectId: string, ontologyId: string) =>
    [...kbKeys.all, 'ontology', projectId, ontologyId] as const,
};
