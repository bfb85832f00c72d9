import { documentParamsSchema, type DocumentDetail } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { documentQueryOptions } from './api/collection-queries';
import { documentDataQueryOptions, documentHeadQueryOptions } from './api/document-content';
import { DocumentPage } from './components/document-page';
import { isPdf, preloadPdfViewer } from './viewers/document-viewer';
import { openPdfAhead } from './viewers/open-pdf';

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
  const document = await queryClient.ensureQueryData(
    documentQueryOptions(ids.project_id, ids.documents_collection_id, ids.document_id),
  );
  // Issue 17: the bytes, their metadata and (for a PDF) the viewer with pdf.js and its worker
  // start loading now, side by side, not one after the other once the page has rendered.
  // A PDF is opened by pdf.js as soon as both the bytes and the library are here.
  const data = queryClient.fetchQuery(documentDataQueryOptions(document.url));
  void queryClient.prefetchQuery(documentHeadQueryOptions(document.head_url || document.url));
  if (isPdf(document.content_type)) {
    void preloadPdfViewer().catch(() => {});
    void data.then(openPdfAhead).catch(() => {});
  } else {
    data.catch(() => {
      // The page shows the error when it asks for the data.
    });
  }
  return document;
};

export function Component() {
  const { projectId = '', collectionId = '', documentId = '' } = useParams();
  return <DocumentPage projectId={projectId} collectionId={collectionId} documentId={documentId} />;
}
