import { projectParamsSchema, type Project } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { projectQueryOptions } from '../../api/project-queries';
import { ProjectLayout } from './components/project-layout';

/** Awaited: the breadcrumb needs the project name, and a 404 must reach the error view (R2.14). */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<Project> => {
  const projectId = params.projectId ?? '';
  // A malformed id can name no project: the not-found view, not the API's 422.
  if (!projectParamsSchema.safeParse({ project_id: projectId }).success) {
    throw notFoundError('project_not_found', request.url);
  }
  // The host's guard runs beside this loader, not before it (see the list loader).
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(projectQueryOptions(projectId));
};

export function Component() {
  const { projectId = '' } = useParams();
  return <ProjectLayout projectId={projectId} />;
}
