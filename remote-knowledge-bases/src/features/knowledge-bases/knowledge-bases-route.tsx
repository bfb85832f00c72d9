import { archivableListLoader, queryClient } from '@ontoloom/platform';
import { useLoaderData } from 'react-router';
import { kbListQueryOptions } from '../../api/kb-queries';
import { KnowledgeBasesPage } from './components/knowledge-bases-page';

export const loader = archivableListLoader(({ projectId, status, search }) =>
  queryClient.prefetchQuery(kbListQueryOptions(projectId, status, search)),
);

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <KnowledgeBasesPage projectId={projectId} status={status} search={search} />;
}
