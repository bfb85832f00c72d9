import { ontologyParamsSchema, type Ontology } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { ontologyQueryOptions } from '../../api/ontology-queries';

/** Awaited: the breadcrumb needs the name, and a 404 must reach the ontology not-found view. */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<Ontology> => {
  const projectId = params.projectId ?? '';
  const ontologyId = params.ontologyId ?? '';
  if (!ontologyParamsSchema.safeParse({ project_id: projectId, ontology_id: ontologyId }).success) {
    throw notFoundError('ontology_not_found', request.url);
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(ontologyQueryOptions(projectId, ontologyId));
};

export function Component() {
  return <Outlet />;
}
