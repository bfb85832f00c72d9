import { queryClient, requireActiveUser, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { versionListQueryOptions, versionQueryOptions } from '../../api/ontology-queries';
import { DiffPage } from './components/diff-page';

const diffSearchSchema = z.object({
  from: z.string().catch('').default(''),
  to: z.string().catch('').default(''),
});

/** `diff?from=&to=`: by default the latest version against the one before it. */
export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const projectId = params.projectId ?? '';
  const ontologyId = params.ontologyId ?? '';
  await requireActiveUser({ request });
  const search = validateSearch(diffSearchSchema, request);
  const versions = await queryClient.fetchQuery(versionListQueryOptions(projectId, ontologyId));
  const known = (id: string) => versions.some((version) => version.id === id);
  const to = known(search.to) ? search.to : versions[0]?.id;
  const from = known(search.from) ? search.from : (versions[1]?.id ?? to);
  const [before, after] = await Promise.all(
    [from, to].map((id) =>
      id ? queryClient.ensureQueryData(versionQueryOptions(projectId, id)) : null,
    ),
  );
  return { versions, before: before ?? null, after: after ?? null };
};

export function Component() {
  const { versions, before, after } = useLoaderData<typeof loader>();
  return <DiffPage versions={versions} before={before} after={after} />;
}
