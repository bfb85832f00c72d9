import { ontologyParamsSchema, type Ontology } from '@ontoloom/contract';
import { NotFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { ontologyQueryOptions } from '../../api/ontology-queries';

/** Awaited: the breadcrumb needs the name, and a 404 must reach the ontology not-found view. */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<Ontology> => {
  const projectId = params.projectId ?? '';
  const ontologyId = params.ontologyId ?? '';
  if (!ontologyParamsSchema.safeParse({ project_id: projectId, ontology_id: ontologyId }).success) {
    throw new NotFoundError({
      url: request.url,
      status: 404,
      body: { detail: 'Ontology not found' },
      resource: 'ontology',
    });
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(ontologyQueryOptions(projectId, ontologyId));
};

export function Component() {
  return <Outlet />;
}
