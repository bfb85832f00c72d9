import { projectParamsSchema } from '@ontoloom/contract';
import { queryClient, requireActiveUser, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { OntologyListStatus } from './api/ontology-keys';
import { ontologyListQueryOptions } from './api/ontology-queries';
import { OntologiesPage } from './components/ontologies-page';
import { listSearchSchema } from '@ontoloom/platform';

const statusOf = (request: Request): OntologyListStatus =>
  new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/archived') ? 'archived' : 'active';

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const { search } = validateSearch(listSearchSchema, request);
  const projectId = params.projectId ?? '';
  const status = statusOf(request);
  // The project loader reports a malformed id; this one only skips the call.
  if (!projectParamsSchema.safeParse({ project_id: projectId }).success) {
    return { projectId, status, search };
  }
  await requireActiveUser({ request });
  void queryClient.prefetchQuery(ontologyListQueryOptions(projectId, status, search));
  return { projectId, status, search };
};

export function Component() {
  const { projectId, status, search } = useLoaderData<typeof loader>();
  return <OntologiesPage projectId={projectId} status={status} search={search} />;
}
