import type { Project } from '@ontoloom/contract';
import { projectParamsSchema } from '@ontoloom/contract/session';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { notFoundError } from '../api/api-error';
import { queryClient } from '../query/query-client';
import { requireActiveUser } from './require-auth';

/**
 * The loader of one project's route (`:projectId`), for remote-projects and the dev shell:
 * awaited, because the breadcrumb needs the name and a 404 must reach the error view (R2.14).
 * Each caller brings its own query options, so their caches never share a key.
 */
export const projectLoader =
  <K extends QueryKey>(
    projectQueryOptions: (projectId: string) => FetchQueryOptions<Project, Error, Project, K>,
  ) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<Project> => {
    const projectId = params.projectId ?? '';
    // A malformed id can name no project: the not-found view, not the API's 422.
    if (!projectParamsSchema.safeParse({ project_id: projectId }).success) {
      throw notFoundError('project_not_found', request.url);
    }
    // The host's guard runs beside this loader, not before it (see the list loader).
    await requireActiveUser({ request });
    return queryClient.ensureQueryData(projectQueryOptions(projectId));
  };
