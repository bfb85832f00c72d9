import { useState } from 'react';
import { ArchivableListPage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import type { OntologyListStatus } from '../../../api/ontology-keys';
import { CreateOntologyDialog } from './create-ontology-dialog';
import { OntologyList } from './ontology-list';

export type OntologiesPageProps = { projectId: string; status: OntologyListStatus; search: string };

/** R2.15: active and archived sub-lists, each with the search text param. */
export function OntologiesPage({ projectId, status, search }: OntologiesPageProps) {
  const { t } = useTranslation('ontologies');
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
        <OntologyList projectId={projectId} status={status} search={search} />
      </ArchivableListPage>
      <CreateOntologyDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
    </>
  );
}
