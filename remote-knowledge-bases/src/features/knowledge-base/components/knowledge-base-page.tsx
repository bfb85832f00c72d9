import { Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { kbQueryOptions } from '../../../api/kb-queries';
import { useKbScope } from '../../../api/use-kb-scope';
import { DashboardLinks } from './dashboard-links';
import { EntityBrowser } from './entity-browser';
import { KnowledgeBaseHeader } from './knowledge-base-header';

/** A knowledge base: its header and actions, its dashboards, and its entities. */
export function KnowledgeBasePage() {
  const scope = useKbScope();
  const { data: kb } = useSuspenseQuery(kbQueryOptions(scope));
  return (
    <Stack gap="6">
      <KnowledgeBaseHeader kb={kb} />
      <DashboardLinks scope={scope} />
      <EntityBrowser kb={kb} />
    </Stack>
  );
}
