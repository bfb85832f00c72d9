import { Badge, HStack, Text } from '@chakra-ui/react';
import type { DocumentsCollection } from '@ontoloom/contract';
import { EntityCard } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { collectionLabel } from './collection-name';

export type CollectionAction = 'edit' | 'archive' | 'restore';

export type CollectionCardProps = {
  collection: DocumentsCollection;
  onAction: (action: CollectionAction, collection: DocumentsCollection) => void;
};

export function CollectionCard({ collection, onAction }: CollectionCardProps) {
  const { t } = useTranslation('projects');
  const label = collectionLabel(collection.name, t);
  const archived = collection.archived_at !== null;
  return (
    <EntityCard<CollectionAction>
      testId="collection-card"
      // Relative to the sub-list: `../<id>` is the collection page.
      to={`../${collection.id}`}
      title={label}
      untitled={!collection.name.trim()}
      description={collection.description}
      noDescription={t('collections.noDescription')}
      actionsLabel={t('collections.actions', { name: label })}
      actions={
        archived
          ? [{ value: 'restore', label: t('collections.restore') }]
          : [
              { value: 'edit', label: t('collections.edit') },
              { value: 'archive', label: t('collections.archive') },
            ]
      }
      onAction={(action) => onAction(action, collection)}
      footer={
        <HStack gap="2">
          <Text textStyle="xs" color="fg.muted">
            {t('collections.documentCount', { count: collection.document_count })}
          </Text>
          {archived ? <Badge size="sm">{t('collections.archivedBadge')}</Badge> : null}
        </HStack>
      }
    />
  );
}
