import type { ListStatus } from '@ontoloom/platform';

export type OntologyListStatus = ListStatus;

// Domain first so one prefix refreshes every ontology query after a mutation (R7.07).
export const ontologyKeys = {
  all: ['ontologies'] as const,
  lists: () => [...ontologyKeys.all, 'list'] as const,
  list: (projectId: string, status: OntologyListStatus, search: string) =>
    [...ontologyKeys.lists(), projectId, { status, search }] as const,
  details: () => [...ontologyKeys.all, 'detail'] as const,
  detail: (projectId: string, ontologyId: string) =>
    [...ontologyKeys.details(), projectId, ontologyId] as const,
  versionLists: () => [...ontologyKeys.all, 'versions'] as const,
  versions: (projectId: string, ontologyId: string) =>
    [...ontologyKeys.versionLists(), projectId, ontologyId] as const,
  // Versions are immutable: their detail never needs a refresh.
  version: (projectId: string, versionId: string) =>
    [...ontologyKeys.all, 'version', projectId, versionId] as const,
};
