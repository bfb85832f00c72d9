import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import type { DocumentsCollection } from '@ontoloom/contract';
import { toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateCollection } from '../api/use-collection-mutations';
import { collectionLabel } from './collection-name';

export type EditCollectionDialogProps = {
  collection: DocumentsCollection | null;
  onClose: () => void;
};

/** Rename and describe; an empty name is allowed (R3.04). */
export function EditCollectionDialog({ collection, onClose }: EditCollectionDialogProps) {
  const { t } = useTranslation('projects');
  return (
    <Dialog.Root open={collection !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('collections.editTitle')}</Dialog.Title>
            </Dialog.Header>
            {collection ? <EditForm collection={collection} onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditForm({
  collection,
  onClose,
}: {
  collection: DocumentsCollection;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const update = useUpdateCollection();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        projectId: collection.project_id,
        collectionId: collection.id,
        name: name.trim(),
        description,
      },
      {
        onSuccess: (saved) => {
          toaster.create({
            type: 'success',
            title: t('collections.toast.saved', { name: collectionLabel(saved.name, t) }),
          });
          onClose();
        },
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('collections.toast.failed'),
            description: error.message,
          }),
      },
    );
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{t('form.name')}</Field.Label>
              <Input
                name="name"
                value={name}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
              <Field.HelperText>{t('collections.nameHelp')}</Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('form.description')}</Field.Label>
              <Textarea
                name="description"
                value={description}
                rows={4}
                maxLength={2000}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field.Root>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} loading={update.isPending} colorPalette="brand">
          {t('collections.save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
