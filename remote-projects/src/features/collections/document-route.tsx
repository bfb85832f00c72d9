import { documentParamsSchema, type DocumentDetail } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { documentQueryOptions } from './api/collection-queries';
import { DocumentPage } from './components/document-page';

export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<DocumentDetail> => {
  const ids = {
    project_id: params.projectId ?? '',
    documents_collection_id: params.collectionId ?? '',
    document_id: params.documentId ?? '',
  };
  if (!documentParamsSchema.safeParse(ids).success) {
    throw notFoundError('document_not_found', request.url);
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(
    documentQueryOptions(ids.project_id, ids.documents_collection_id, ids.document_id),
  );
};

export function Component() {
  const { projectId = '', collectionId = '', documentId = '' } = useParams();
  return <DocumentPage projectId={projectId} collectionId={collectionId} documentId={documentId} />;
}
