import { useMutation } from '@tanstack/react-query';
import type { DocumentsCollection } from '@ontoloom/contract';
import { apiRequest, useRefreshData } from '@ontoloom/platform';
import { collectionKeys } from './collection-keys';

type Scope = { projectId: string; collectionId: string };
const paramsOf = ({ projectId, collectionId }: Scope) => ({
  project_id: projectId,
  documents_collection_id: collectionId,
});

/** R7.07: after any change, every list and the changed collection's detail refetch. */
const useRefresh = () => {
  const refreshData = useRefreshData();
  return (collection: DocumentsCollection) =>
    refreshData(
      collectionKeys.lists(),
      collectionKeys.detail(collection.project_id, collection.id),
    );
};

export type CreateCollectionInput = {
  projectId: string;
  name: string;
  description: string;
  uploadFolderId: string;
  documents: Record<string, string>;
};

export const useCreateCollection = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, uploadFolderId, ...body }: CreateCollectionInput) =>
      apiRequest('createUnstructuredDocumentsCollection', {
        params: { project_id: projectId },
        body: { ...body, upload_folder_id: uploadFolderId, collection_type: 'unstructured' },
      }),
    onSuccess: refresh,
    // Its 422 (a refused file) is shown in the dialog, not thrown to the error view.
    throwOnError: false,
  });
};

export type UpdateCollectionInput = Scope & {
  name?: string;
  description?: string;
  /** Uploads to add (issue 17). */
  add?: { upload_folder_id: string; documents: Record<string, string> };
  /** Documents to take out; runs keep them. */
  remove_document_ids?: string[];
};

export const useUpdateCollection = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ projectId, collectionId, ...body }: UpdateCollectionInput) =>
      apiRequest('updateUnstructuredDocumentsCollection', {
        params: paramsOf({ projectId, collectionId }),
        body,
      }),
    onSuccess: refresh,
    throwOnError: false,
  });
};

export const useSetCollectionArchived = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ archived, ...scope }: Scope & { archived: boolean }) =>
      apiRequest(archived ? 'archiveDocumentsCollection' : 'restoreDocumentsCollection', {
        params: paramsOf(scope),
      }),
    onSuccess: refresh,
    throwOnError: false,
  });
};
