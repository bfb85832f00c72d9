import { queryClient } from '@ontoloom/platform';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { runQueryOptions } from '../../api/run-queries';
import { tabOf } from '../../api/run-status';

/** A run opens on the tab where there is something to do next (its results once they exist). */
export const loader = async ({ params }: LoaderFunctionArgs) => {
  const run = await queryClient.ensureQueryData(
    runQueryOptions(params.projectId ?? '', params.runId ?? ''),
  );
  return redirect(tabOf(run));
};

export function Component() {
  return null;
}
