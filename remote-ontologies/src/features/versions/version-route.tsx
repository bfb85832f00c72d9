import { ontologyVersionParamsSchema, type OntologyVersionDetail } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { versionQueryOptions } from '../../api/ontology-queries';

/** Awaited: the breadcrumb shows 'v' + the number (R2.20), and a 404 reaches the version view. */
export const loader = async ({
  request,
  params,
}: LoaderFunctionArgs): Promise<OntologyVersionDetail> => {
  const projectId = params.projectId ?? '';
  const versionId = params.versionId ?? '';
  const valid = ontologyVersionParamsSchema.safeParse({
    project_id: projectId,
    ontology_version_id: versionId,
  }).success;
  if (!valid) {
    throw notFoundError('ontology_version_not_found', request.url);
  }
  await requireActiveUser({ request });
  const version = await queryClient.ensureQueryData(versionQueryOptions(projectId, versionId));
  // A version reached under another ontology's URL does not exist there.
  if (version.ontology_id !== params.ontologyId) {
    throw notFoundError('ontology_version_not_found', request.url);
  }
  return version;
};

export function Component() {
  return <Outlet />;
}
