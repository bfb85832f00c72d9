import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { NameDescriptionFields, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCollection } from '../api/use-collection-mutations';
import { useUploads } from '../hooks/use-uploads';
import { collectionLabel } from './collection-name';
import { FileDropZone } from './file-drop-zone';
import { UploadList } from './upload-list';

export type CreateCollectionDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function CreateCollectionDialog({
  projectId,
  open,
  onOpenChange,
}: CreateCollectionDialogProps) {
  const { t } = useTranslation('projects');
  return (
    <Dialog.Root open={open} size="lg" onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('collections.createTitle')}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open: closing cancels uploads in flight and forgets the files. */}
            <CreateCollectionForm projectId={projectId} onDone={() => onOpenChange(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CreateCollectionForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const navigate = useNavigate();
  const uploads = useUploads();
  const [values, setValues] = useState({ name: '', description: '' });
  const create = useCreateCollection();
  const ready = Object.keys(uploads.documents).length > 0 && !uploads.busy && !uploads.failed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !uploads.folderId) return;
    create.mutate(
      {
        projectId,
        name: values.name.trim(),
        description: values.description,
        uploadFolderId: uploads.folderId,
        documents: uploads.documents,
      },
      {
        onSuccess: (collection) => {
          toaster.create({
            type: 'success',
            title: t('collections.toast.created', { name: collectionLabel(collection.name, t) }),
          });
          onDone();
          void navigate(`../${collection.id}`);
        },
      },
    );
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <NameDescriptionFields
              value={values}
              onChange={setValues}
              nameRequired={false}
              nameHelp={t('collections.nameHelp')}
            />
            <FileDropZone onFiles={uploads.add} />
            <UploadList items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />
            {uploads.failed ? (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('collections.upload.fixFailed')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {create.error ? (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errorMessage(t, create.error)}</Alert.Title>
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
          loading={create.isPending}
          colorPalette="brand"
        >
          {t('collections.create')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
