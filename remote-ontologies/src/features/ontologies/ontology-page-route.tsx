import { queryClient } from '@ontoloom/platform';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { versionListQueryOptions } from '../../api/ontology-queries';
import { OntologyPage } from './components/ontology-page';

export const loader = ({ params }: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(
    versionListQueryOptions(params.projectId ?? '', params.ontologyId ?? ''),
  );
  return null;
};

export function Component() {
  const { projectId = '', ontologyId = '' } = useParams();
  return <OntologyPage projectId={projectId} ontologyId={ontologyId} />;
}
