import { useState } from 'react';
import { ArchivableListPage, type ListStatus } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateKnowledgeBaseDialog } from './create-knowledge-base-dialog';
import { KnowledgeBaseList } from './knowledge-base-list';

export type KnowledgeBasesPageProps = { projectId: string; status: ListStatus; search: string };

/** R2.15: active and archived sub-lists, each with the search text param. */
export function KnowledgeBasesPage({ projectId, status, search }: KnowledgeBasesPageProps) {
  const { t } = useTranslation('knowledgeBases');
  const [creating, setCreating] = useState(false);
  // `?create=<runId>`: a run's page offers "Create a knowledge base" from that run.
  const [params, setParams] = useSearchParams();
  const fromRun = params.get('create') ?? '';
  const setOpen = (open: boolean) => {
    setCreating(open);
    if (!open && fromRun) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('create');
          return next;
        },
        { replace: true },
      );
    }
  };
  return (
    <>
      <ArchivableListPage
        title={t('list.title')}
        create={{ label: t('list.new'), onClick: () => setCreating(true) }}
        navLabel={t('list.subListsLabel')}
        statusLabels={{ active: t('list.status.active'), archived: t('list.status.archived') }}
        search={search}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
      >
        <KnowledgeBaseList
          projectId={projectId}
          status={status}
          search={search}
          onCreate={() => setCreating(true)}
        />
      </ArchivableListPage>
      <CreateKnowledgeBaseDialog
        projectId={projectId}
        open={creating || fromRun !== ''}
        onOpenChange={setOpen}
        initialRunId={fromRun}
      />
    </>
  );
}
