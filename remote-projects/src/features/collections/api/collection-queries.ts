import { queryOptions } from '@tanstack/react-query';
import { apiRequest, STALE_TIME } from '@ontoloom/platform';
import { collectionKeys, type CollectionListStatus } from './collection-keys';

export const collectionListQueryOptions = (
  projectId: string,
  status: CollectionListStatus,
  search: string,
) =>
  queryOptions({
    queryKey: collectionKeys.list(projectId, status, search),
    queryFn: ({ signal }) =>
      apiRequest('listDocumentsCollections', {
        params: { project_id: projectId },
        query: {
          ...(search ? { search } : {}),
          ...(status === 'archived' ? { archived: 'true' } : {}),
        },
        signal,
      }),
  });

export const collectionQueryOptions = (projectId: string, collectionId: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(projectId, collectionId),
    queryFn: ({ signal }) =>
      apiRequest('getDocumentsCollection', {
        params: { project_id: projectId, documents_collection_id: collectionId },
        signal,
      }),
  });

/** R9.02: the document (and its signed URL, valid an hour) is cached 10 minutes. */
export const documentQueryOptions = (projectId: string, collectionId: string, documentId: string) =>
  queryOptions({
    queryKey: collectionKeys.document(projectId, collectionId, documentId),
    queryFn: ({ signal }) =>
      apiRequest('getDocument', {
        params: {
          project_id: projectId,
          documents_collection_id: collectionId,
          document_id: documentId,
        },
        signal,
      }),
    staleTime: STALE_TIME.document,
  });
