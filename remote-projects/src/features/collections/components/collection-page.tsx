import { useState } from 'react';
import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog, errorMessage, SearchBox, toaster } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { collectionQueryOptions } from '../api/collection-queries';
import { useUpdateCollection } from '../api/use-collection-mutations';
import { AddDocumentsDialog } from './add-documents-dialog';
import { CollectionHeader } from './collection-header';
import { DocumentTable } from './document-table';

export type CollectionPageProps = { projectId: string; collectionId: string; search: string };

/**
 * R2.24: the collection with its documents, filtered by the `search` param. Issue 17: documents
 * are added (uploaded into the collection) and taken out (runs that read them keep them).
 */
export function CollectionPage({ projectId, collectionId, search }: CollectionPageProps) {
  const { t } = useTranslation('projects');
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(projectId, collectionId));
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateCollection();
  const archived = collection.archived_at !== null;
  // Only documents still listed count (another tab may have removed some meanwhile).
  const chosen = collection.documents.filter((document) => selected.has(document.id));

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const remove = () =>
    update.mutate(
      { projectId, collectionId, remove_document_ids: chosen.map((document) => document.id) },
      {
        onSuccess: () => {
          toaster.create({
            type: 'success',
            title: t('documents.remove.done', { count: chosen.length }),
          });
          setSelected(new Set());
          setConfirming(false);
        },
        onError: (error) => {
          setConfirming(false);
          toaster.create({ type: 'error', title: errorMessage(t, error) });
        },
      },
    );

  return (
    <Stack gap="5">
      <CollectionHeader collection={collection} />
      <Flex gap="3" align="end" justify="space-between" wrap="wrap">
        <SearchBox
          value={search}
          label={t('documents.searchLabel')}
          placeholder={t('documents.searchPlaceholder')}
        />
        {archived ? null : (
          <HStack gap="2" wrap="wrap">
            {chosen.length > 0 ? (
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                onClick={() => setConfirming(true)}
              >
                {t('documents.remove.action', { count: chosen.length })}
              </Button>
            ) : null}
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              {t('documents.add.open')}
            </Button>
          </HStack>
        )}
      </Flex>
      {collection.documents.length === 0 ? (
        <Text color="fg.muted">{t('documents.none')}</Text>
      ) : (
        <DocumentTable
          documents={collection.documents}
          search={search}
          {...(archived ? {} : { selected, onSelect: select })}
        />
      )}
      <AddDocumentsDialog collection={collection} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('documents.remove.title', { count: chosen.length })}
        body={t('documents.remove.body', { count: chosen.length })}
        confirmLabel={t('documents.remove.confirm', { count: chosen.length })}
        onConfirm={remove}
        destructive
        pending={update.isPending}
      />
    </Stack>
  );
}
