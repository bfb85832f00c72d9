import type { ContractRouter } from '../http/contract-route';
import { publicBaseUrl } from '../uploads/uploads.routes';
import type { CollectionsService } from './collections.service';

export function registerCollectionRoutes(
  route: ContractRouter,
  collections: CollectionsService,
  publicApiUrl: string | undefined,
) {
  route('listDocumentsCollections', ({ project, query }) => collections.list(project, query));
  route('getDocumentsCollection', ({ project, params }) =>
    collections.get(project, params.documents_collection_id),
  );
  route('createUnstructuredDocumentsCollection', ({ project, body }) =>
    collections.create(project, body),
  );
  route('updateUnstructuredDocumentsCollection', ({ project, params, body }) =>
    collections.update(project, params.documents_collection_id, body),
  );
  route('archiveDocumentsCollection', ({ project, params }) =>
    collections.archive(project, params.documents_collection_id),
  );
  route('restoreDocumentsCollection', ({ project, params }) =>
    collections.restore(project, params.documents_collection_id),
  );
  route('getDocument', ({ project, params, request }) =>
    collections.getDocument(
      project,
      { collectionId: params.documents_collection_id, documentId: params.document_id },
      publicBaseUrl(request, publicApiUrl),
    ),
  );
}
