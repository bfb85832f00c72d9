import type { ListStatus } from '@ontoloom/platform';

// Domain first so one prefix refreshes every run query after a mutation (R7.07). The pickers'
// collections and ontology versions live under `runs` too: never shaped like another remote's keys.
export const runKeys = {
  all: ['runs'] as const,
  lists: () => [...runKeys.all, 'list'] as const,
  list: (projectId: string, status: ListStatus, search: string) =>
    [...runKeys.lists(), projectId, { status, search }] as const,
  details: () => [...runKeys.all, 'detail'] as const,
  detail: (projectId: string, runId: string) => [...runKeys.details(), projectId, runId] as const,
  results: (projectId: string, runId: string) =>
    [...runKeys.all, 'results', projectId, runId] as const,
  candidates: (projectId: string, runId: string, className: string) =>
    [...runKeys.all, 'candidates', projectId, runId, className] as const,
  collections: (projectId: string) => [...runKeys.all, 'collections', projectId] as const,
  ontologies: (projectId: string) => [...runKeys.all, 'ontologies', projectId] as const,
  ontologyVersions: (projectId: string) =>
    [...runKeys.all, 'ontology-versions', projectId] as const,
  // Versions are immutable: their content never needs a refresh.
  ontologyVersion: (projectId: string, versionId: string) =>
    [...runKeys.all, 'ontology-version', projectId, versionId] as const,
};
