import { Badge, Card, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react';
import type { DocumentsCollection } from '@ontoloom/contract';
import { IntentLink } from '@ontoloom/platform';
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
    <Card.Root size="sm" height="full" variant="outline" data-testid="collection-card">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title minW="0" wordBreak="break-word">
            <Link
              asChild
              colorPalette="brand"
              fontStyle={collection.name.trim() ? undefined : 'italic'}
            >
              {/* Relative to the sub-list: `../<id>` is the collection page. */}
              <IntentLink to={`../${collection.id}`}>{label}</IntentLink>
            </Link>
          </Card.Title>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => onAction(details.value as CollectionAction, collection)}
          >
            <Menu.Trigger asChild>
              <IconButton
                variant="ghost"
                size="xs"
                aria-label={t('collections.actions', { name: label })}
              >
                <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                  ⋯
                </Text>
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {archived ? (
                    <Menu.Item value="restore">{t('collections.restore')}</Menu.Item>
                  ) : (
                    <>
                      <Menu.Item value="edit">{t('collections.edit')}</Menu.Item>
                      <Menu.Item value="archive">{t('collections.archive')}</Menu.Item>
                    </>
                  )}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        {collection.description ? (
          <Text lineClamp={3} color="fg.muted" textStyle="sm">
            {collection.description}
          </Text>
        ) : (
          <Text color="fg.muted" textStyle="sm" fontStyle="italic">
            {t('collections.noDescription')}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <HStack gap="2">
          <Text textStyle="xs" color="fg.muted">
            {t('collections.documentCount', { count: collection.document_count })}
          </Text>
          {archived ? <Badge size="sm">{t('collections.archivedBadge')}</Badge> : null}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
