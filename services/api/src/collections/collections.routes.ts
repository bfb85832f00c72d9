import type { ContractRouter } from '../http/contract-route';
import { publicBaseUrl } from '../uploads/uploads.routes';
import type { CollectionsService } from './collections.service';

const scopeOf = (params: { project_id: string; documents_collection_id: string }) => ({
  projectId: params.project_id,
  collectionId: params.documents_collection_id,
});

export function registerCollectionRoutes(
  route: ContractRouter,
  collections: CollectionsService,
  publicApiUrl: string | undefined,
) {
  route('listDocumentsCollections', ({ user, params, query }) =>
    collections.list(user, params.project_id, query),
  );
  route('getDocumentsCollection', ({ user, params }) => collections.get(user, scopeOf(params)));
  route('createUnstructuredDocumentsCollection', ({ user, params, body }) =>
    collections.create(user, params.project_id, body),
  );
  route('updateUnstructuredDocumentsCollection', ({ user, params, body }) =>
    collections.update(user, scopeOf(params), body),
  );
  route('archiveDocumentsCollection', ({ user, params }) =>
    collections.archive(user, scopeOf(params)),
  );
  route('restoreDocumentsCollection', ({ user, params }) =>
    collections.restore(user, scopeOf(params)),
  );
  route('getDocument', ({ user, params, request }) =>
    collections.getDocument(
      user,
      { ...scopeOf(params), documentId: params.document_id },
      publicBaseUrl(request, publicApiUrl),
    ),
  );
}
