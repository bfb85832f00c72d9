import { archivableListLoader, queryClient } from '@ontoloom/platform';
import { useLoaderData } from 'react-router';
import { runListQueryOptions } from '../../api/run-queries';
import { RunsPage } from './components/runs-page';

export const loader = archivableListLoader(({ projectId, status, search }) =>
  queryClient.prefetchQuery(runListQueryOptions(projectId, status, search)),
);

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <RunsPage projectId={projectId} status={status} search={search} />;
}
