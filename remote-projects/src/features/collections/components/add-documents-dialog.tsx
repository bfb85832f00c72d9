import { useId, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { DocumentsCollectionDetail } from '@ontoloom/contract';
import { errorMessage, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateCollection } from '../api/use-collection-mutations';
import { useUploads } from '../hooks/use-uploads';
import { FileDropZone } from './file-drop-zone';
import { UploadList } from './upload-list';

export type AddDocumentsDialogProps = {
  collection: DocumentsCollectionDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Issue 17: a collection grows. Files upload at once; "Add" puts them in the collection. */
export function AddDocumentsDialog({ collection, open, onOpenChange }: AddDocumentsDialogProps) {
  const { t } = useTranslation('projects');
  return (
    <Dialog.Root open={open} size="lg" onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('documents.add.title')}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open: closing cancels uploads in flight and forgets the files. */}
            {open ? (
              <AddDocumentsForm collection={collection} onDone={() => onOpenChange(false)} />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddDocumentsForm({
  collection,
  onDone,
}: {
  collection: DocumentsCollectionDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const uploads = useUploads(collection.documents.map((document) => document.name));
  const update = useUpdateCollection();
  const count = Object.keys(uploads.documents).length;
  const ready = count > 0 && !uploads.busy && !uploads.failed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !uploads.folderId) return;
    update.mutate(
      {
        projectId: collection.project_id,
        collectionId: collection.id,
        add: { upload_folder_id: uploads.folderId, documents: uploads.documents },
      },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t('documents.add.done', { count }) });
          onDone();
        },
      },
    );
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('documents.add.help')}
            </Text>
            <FileDropZone onFiles={uploads.add} />
            <UploadList items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />
            {uploads.failed ? (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('collections.upload.fixFailed')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {update.error ? (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errorMessage(t, update.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => (uploads.cancelAll(), onDone())}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          disabled={!ready}
          loading={update.isPending}
          colorPalette="brand"
        >
          {count > 0 ? t('documents.add.submitCount', { count }) : t('documents.add.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
