import type { ListStatus } from '@ontoloom/platform';

export type CollectionListStatus = ListStatus;

// Domain first so one prefix refreshes every collection query after a mutation (R7.07).
export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: (projectId: string, status: CollectionListStatus, search: string) =>
    [...collectionKeys.lists(), projectId, { status, search }] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (projectId: string, collectionId: string) =>
    [...collectionKeys.details(), projectId, collectionId] as const,
  document: (projectId: string, collectionId: string, documentId: string) =>
    [...collectionKeys.all, 'document', projectId, collectionId, documentId] as const,
};
