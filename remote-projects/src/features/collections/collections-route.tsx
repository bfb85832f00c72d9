import { projectParamsSchema } from '@ontoloom/contract';
import { queryClient, requireActiveUser, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CollectionListStatus } from './api/collection-keys';
import { collectionListQueryOptions } from './api/collection-queries';
import { CollectionsPage } from './components/collections-page';
import { listSearchSchema } from '@ontoloom/platform';

const statusOf = (request: Request): CollectionListStatus =>
  new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/archived') ? 'archived' : 'active';

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  // R5.03: the search text is an optional string that defaults to empty.
  const { search } = validateSearch(listSearchSchema, request);
  const projectId = params.projectId ?? '';
  const status = statusOf(request);
  // Runs beside the project loader: a malformed id is its not-found view, never a list call.
  if (!projectParamsSchema.safeParse({ project_id: projectId }).success) {
    return { projectId, status, search };
  }
  await requireActiveUser({ request });
  // Started, not awaited: the list shows its skeleton instead of holding the previous screen.
  void queryClient.prefetchQuery(collectionListQueryOptions(projectId, status, search));
  return { projectId, status, search };
};

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <CollectionsPage projectId={projectId} status={status} search={search} />;
}
