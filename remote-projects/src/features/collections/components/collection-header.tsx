import { useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DocumentsCollection } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { useArchiveToggle } from '../hooks/use-archive-toggle';
import { collectionLabel } from './collection-name';
import { EditCollectionDialog } from './edit-collection-dialog';

export function CollectionHeader({ collection }: { collection: DocumentsCollection }) {
  const { t } = useTranslation('projects');
  const [editing, setEditing] = useState(false);
  const toggleArchived = useArchiveToggle();
  const archived = collection.archived_at !== null;
  return (
    <Flex justify="space-between" align="start" gap="3" wrap="wrap">
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Heading
            as="h2"
            size="xl"
            wordBreak="break-word"
            fontStyle={collection.name.trim() ? undefined : 'italic'}
          >
            {collectionLabel(collection.name, t)}
          </Heading>
          {archived ? <Badge>{t('collections.archivedBadge')}</Badge> : null}
        </HStack>
        {collection.description ? (
          <Text color="fg.muted" whiteSpace="pre-line" dir="auto">
            {collection.description}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="2">
        {archived ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('collections.edit')}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => toggleArchived(collection, !archived)}>
          {t(archived ? 'collections.restore' : 'collections.archive')}
        </Button>
      </HStack>
      <EditCollectionDialog
        collection={editing ? collection : null}
        onClose={() => setEditing(false)}
      />
    </Flex>
  );
}
