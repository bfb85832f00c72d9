import { queryClient } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import {
  dashboardsQueryOptions,
  kbQueryOptions,
  ontologyVersionQueryOptions,
} from '../../api/kb-queries';
import { KnowledgeBasePage } from './components/knowledge-base-page';

/** R2.22: the page loads the knowledge base's dashboards and its ontology version. */
export const loader = async ({ params }: LoaderFunctionArgs) => {
  const projectId = params.projectId ?? '';
  const kbId = params.knowledgeBaseId ?? '';
  const kb = await queryClient.ensureQueryData(kbQueryOptions({ projectId, kbId }));
  await Promise.all([
    queryClient.ensureQueryData(dashboardsQueryOptions({ projectId, kbId })),
    queryClient.ensureQueryData(ontologyVersionQueryOptions(projectId, kb.ontology_version_id)),
  ]);
  return null;
};

export function Component() {
  return <KnowledgeBasePage />;
}
