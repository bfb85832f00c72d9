import { archivableListLoader, queryClient } from '@ontoloom/platform';
import { useLoaderData } from 'react-router';
import { collectionListQueryOptions } from './api/collection-queries';
import { CollectionsPage } from './components/collections-page';

export const loader = archivableListLoader(({ projectId, status, search }) =>
  queryClient.prefetchQuery(collectionListQueryOptions(projectId, status, search)),
);

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <CollectionsPage projectId={projectId} status={status} search={search} />;
}
