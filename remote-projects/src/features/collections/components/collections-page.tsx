import { useState } from 'react';
import { ArchivableListPage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import type { CollectionListStatus } from '../api/collection-keys';
import { CollectionList } from './collection-list';
import { CreateCollectionDialog } from './create-collection-dialog';

export type CollectionsPageProps = {
  projectId: string;
  status: CollectionListStatus;
  search: string;
};

/** R2.15: active and archived sub-lists, each with the search text param. */
export function CollectionsPage({ projectId, status, search }: CollectionsPageProps) {
  const { t } = useTranslation('projects');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ArchivableListPage
        title={t('collections.title')}
        create={{ label: t('collections.new'), onClick: () => setCreating(true) }}
        navLabel={t('collections.subListsLabel')}
        statusLabels={{
          active: t('collections.status.active'),
          archived: t('collections.status.archived'),
        }}
        search={search}
        searchLabel={t('collections.searchLabel')}
        searchPlaceholder={t('collections.searchPlaceholder')}
      >
        <CollectionList projectId={projectId} status={status} search={search} />
      </ArchivableListPage>
      <CreateCollectionDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
    </>
  );
}
