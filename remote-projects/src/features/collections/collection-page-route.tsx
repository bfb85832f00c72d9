import { validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listSearchSchema } from '@ontoloom/platform';
import { CollectionPage } from './components/collection-page';

export const loader = ({ request, params }: LoaderFunctionArgs) => {
  const { search } = validateSearch(listSearchSchema, request);
  return { projectId: params.projectId ?? '', collectionId: params.collectionId ?? '', search };
};

export function Component() {
  const { projectId, collectionId, search } = useLoaderData<typeof loader>();
  return <CollectionPage projectId={projectId} collectionId={collectionId} search={search} />;
}
