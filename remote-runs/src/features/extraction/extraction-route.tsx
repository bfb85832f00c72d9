import { queryClient } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { ontologyVersionQueryOptions, runQueryOptions } from '../../api/run-queries';
import { ExtractionTab } from './components/extraction-tab';

/** Starts loading the ontology version (its classes) beside the tab's code; never awaited. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const projectId = params.projectId ?? '';
  void queryClient
    .ensureQueryData(runQueryOptions(projectId, params.runId ?? ''))
    .then((run) =>
      queryClient.prefetchQuery(ontologyVersionQueryOptions(projectId, run.ontology_version_id)),
    )
    .catch(() => undefined);
  return null;
};

export function Component() {
  return <ExtractionTab />;
}
