import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { ListEmptyState } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { DocumentsCollection } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import type { CollectionListStatus } from '../api/collection-keys';
import { collectionListQueryOptions } from '../api/collection-queries';
import { useArchiveToggle } from '../hooks/use-archive-toggle';
import { CollectionCard, type CollectionAction } from './collection-card';
import { EditCollectionDialog } from './edit-collection-dialog';

export type CollectionListProps = {
  projectId: string;
  status: CollectionListStatus;
  search: string;
};

export function CollectionList({ projectId, status, search }: CollectionListProps) {
  const { t } = useTranslation('projects');
  const { data: collections } = useSuspenseQuery(
    collectionListQueryOptions(projectId, status, search),
  );
  const [editing, setEditing] = useState<DocumentsCollection | null>(null);
  const toggleArchived = useArchiveToggle();
  const onAction = (action: CollectionAction, collection: DocumentsCollection) => {
    if (action === 'edit') setEditing(collection);
    else toggleArchived(collection, action === 'archive');
  };

  if (collections.length === 0) {
    const key = search ? 'noMatch' : status;
    return (
      <ListEmptyState
        title={t(`collections.empty.${key}Title`)}
        description={t(`collections.empty.${key}Description`, { search })}
      />
    );
  }
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {collections.map((collection) => (
          <li key={collection.id}>
            <CollectionCard collection={collection} onAction={onAction} />
          </li>
        ))}
      </SimpleGrid>
      <EditCollectionDialog collection={editing} onClose={() => setEditing(null)} />
    </>
  );
}
