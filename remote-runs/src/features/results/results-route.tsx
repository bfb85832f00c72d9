import { queryClient } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { finalResultsQueryOptions, runQueryOptions } from '../../api/run-queries';
import { hasResults } from '../../api/run-status';
import { ResultsTab } from './components/results-tab';

/** Starts loading the results beside the tab's code when they exist; never awaited. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const projectId = params.projectId ?? '';
  const runId = params.runId ?? '';
  void queryClient
    .ensureQueryData(runQueryOptions(projectId, runId))
    .then((run) =>
      hasResults(run)
        ? queryClient.prefetchQuery(finalResultsQueryOptions(projectId, runId))
        : null,
    )
    .catch(() => undefined);
  return null;
};

export function Component() {
  return <ResultsTab />;
}
