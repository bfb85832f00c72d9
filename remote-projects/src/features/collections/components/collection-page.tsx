import { Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { collectionQueryOptions } from '../api/collection-queries';
import { CollectionHeader } from './collection-header';
import { DocumentTable } from './document-table';
import { SearchBox } from '@ontoloom/platform';

export type CollectionPageProps = { projectId: string; collectionId: string; search: string };

/** R2.24: the collection with its documents, filtered by the `search` param. */
export function CollectionPage({ projectId, collectionId, search }: CollectionPageProps) {
  const { t } = useTranslation('projects');
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(projectId, collectionId));
  return (
    <Stack gap="5">
      <CollectionHeader collection={collection} />
      <SearchBox
        value={search}
        label={t('documents.searchLabel')}
        placeholder={t('documents.searchPlaceholder')}
      />
      <DocumentTable documents={collection.documents} search={search} />
    </Stack>
  );
}
