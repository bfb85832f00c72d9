import { archivableListLoader, queryClient } from '@ontoloom/platform';
import { useLoaderData } from 'react-router';
import { ontologyListQueryOptions } from '../../api/ontology-queries';
import { OntologiesPage } from './components/ontologies-page';

export const loader = archivableListLoader(({ projectId, status, search }) =>
  queryClient.prefetchQuery(ontologyListQueryOptions(projectId, status, search)),
);

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <OntologiesPage projectId={projectId} status={status} search={search} />;
}
