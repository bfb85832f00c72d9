import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { runQueryOptions } from './run-queries';
import type { RunScope } from './use-run-mutations';

/** The run of the current route: loaded by the run route, kept live by its events. */
export function useRunScope(): RunScope {
  const { projectId = '', runId = '' } = useParams();
  return { projectId, runId };
}

export function useRun() {
  const scope = useRunScope();
  const { data } = useSuspenseQuery(runQueryOptions(scope.projectId, scope.runId));
  return { run: data, scope };
}
