import { runParamsSchema, type TextExtractionRun } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { runQueryOptions } from '../../api/run-queries';
import { RunPage } from './components/run-page';

/** Awaited: the breadcrumb needs the name, and a 404 must reach the run not-found view. */
export const loader = async ({
  request,
  params,
}: LoaderFunctionArgs): Promise<TextExtractionRun> => {
  const projectId = params.projectId ?? '';
  const runId = params.runId ?? '';
  if (!runParamsSchema.safeParse({ project_id: projectId, extraction_run_id: runId }).success) {
    throw notFoundError('run_not_found', request.url);
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(runQueryOptions(projectId, runId));
};

export function Component() {
  return <RunPage />;
}
