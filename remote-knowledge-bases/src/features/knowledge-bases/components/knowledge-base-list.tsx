import { Button, SimpleGrid } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { KnowledgeBase } from '@ontoloom/contract';
import { ListEmptyState, errorMessage, toaster, type ListStatus } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { kbListQueryOptions } from '../../../api/kb-queries';
import { useSetKbArchived } from '../../../api/use-kb-mutations';
import { useVersionNames } from '../../../api/use-version-names';
import { KnowledgeBaseCard } from './knowledge-base-card';

export type KnowledgeBaseListProps = {
  projectId: string;
  status: ListStatus;
  search: string;
  onCreate: () => void;
};

export function KnowledgeBaseList({ projectId, status, search, onCreate }: KnowledgeBaseListProps) {
  const { t } = useTranslation('knowledgeBases');
  const { data: kbs } = useSuspenseQuery(kbListQueryOptions(projectId, status, search));
  const versions = useVersionNames(projectId, kbs.length > 0);
  const setArchived = useSetKbArchived();
  const toggle = (kb: KnowledgeBase, archived: boolean) =>
    setArchived.mutate(
      { projectId: kb.project_id, kbId: kb.id, archived },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(archived ? 'list.toast.archived' : 'list.toast.restored', { name: kb.name }),
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('list.toast.failed'),
            description: errorMessage(t, error),
          }),
      },
    );

  if (kbs.length === 0) {
    const key = search ? 'noMatch' : status;
    return (
      <ListEmptyState
        title={t(`list.empty.${key}Title`)}
        description={t(`list.empty.${key}Description`, { search })}
      >
        {key === 'active' ? (
          <Button colorPalette="brand" onClick={onCreate}>
            {t('list.new')}
          </Button>
        ) : null}
      </ListEmptyState>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {kbs.map((kb) => (
        <li key={kb.id}>
          <KnowledgeBaseCard
            kb={kb}
            version={versions.get(kb.ontology_version_id)}
            onAction={(action) => toggle(kb, action === 'archive')}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
