import { knowledgeBaseParamsSchema, type KnowledgeBase } from '@ontoloom/contract';
import { notFoundError, queryClient, requireActiveUser } from '@ontoloom/platform';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { kbQueryOptions } from './api/kb-queries';

/**
 * The knowledge base shared by its page and its dashboards. Awaited: the breadcrumb needs the
 * name, and a 404 must reach the knowledge base not-found view (R8.02).
 */
export const loader = async ({ request, params }: LoaderFunctionArgs): Promise<KnowledgeBase> => {
  const projectId = params.projectId ?? '';
  const kbId = params.knowledgeBaseId ?? '';
  if (
    !knowledgeBaseParamsSchema.safeParse({ project_id: projectId, knowledge_base_id: kbId }).success
  ) {
    throw notFoundError('knowledge_base_not_found', request.url);
  }
  await requireActiveUser({ request });
  return queryClient.ensureQueryData(kbQueryOptions({ projectId, kbId }));
};

export function Component() {
  return <Outlet />;
}
