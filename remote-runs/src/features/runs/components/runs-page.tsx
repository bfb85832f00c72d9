import { useState } from 'react';
import { ArchivableListPage, type ListStatus } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { CreateRunDialog } from './create-run-dialog';
import { RunList } from './run-list';

export type RunsPageProps = { projectId: string; status: ListStatus; search: string };

/** R2.15: active and archived sub-lists, each with the search text param. */
export function RunsPage({ projectId, status, search }: RunsPageProps) {
  const { t } = useTranslation('runs');
  const [creating, setCreating] = useState(false);
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
        <RunList projectId={projectId} status={status} search={search} />
      </ArchivableListPage>
      <CreateRunDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
    </>
  );
}
