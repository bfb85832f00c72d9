import { queryClient, requireActiveUser, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { projectListQueryOptions } from '../../api/project-queries';
import { ProjectsPage } from './components/projects-page';
import { listSearchSchema } from '@ontoloom/platform';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { search } = validateSearch(listSearchSchema, request);
  // The host's guard runs beside this loader, not before it: without this, a signed-out
  // visit would still fire the list request.
  await requireActiveUser({ request });
  // Started, not awaited: the page renders at once and the list shows its 6-card skeleton (R2.13)
  // instead of holding the previous screen until the data is there.
  void queryClient.prefetchQuery(projectListQueryOptions(search));
  return { search };
};

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  return <ProjectsPage search={search} />;
}
