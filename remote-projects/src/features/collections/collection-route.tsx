import { collectionParamsSchema, type DocumentsCollectionDetail } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { collectionQueryOptions } from './api/collection-queries';

/** Awaited: the breadcrumb needs the name, and a 404 must reach the collection not-found view. */
export const loader = async ({
  request,
  params,
}: LoaderFunctionArgs): Promise<DocumentsCollectionDetail> => {
  const projectId = params.projectId ?? '';
  const collectionId = params.collectionId ?? '';
  if (
    !collectionParamsSchema.safeParse({
      project_id: projectId,
      documents_collection_id: collectionId,
    }).success
  ) {
    throw notFoundError('collection_not_found', request.url);
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(collectionQueryOptions(projectId, collectionId));
};

export function Component() {
  return <Outlet />;
}
