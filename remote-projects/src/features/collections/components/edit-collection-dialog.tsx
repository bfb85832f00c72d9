import type { DocumentsCollection } from '@ontoloom/contract';
import {
  FormDialog,
  NameDescriptionFields,
  toaster,
  useDialogState,
  errorMessage,
} from '@ontoloom/platform';
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
  const open = collection !== null;
  const [values, setValues] = useDialogState(open, () => ({
    name: collection?.name ?? '',
    description: collection?.description ?? '',
  }));
  const update = useUpdateCollection();
  const submit = () => {
    if (!collection) return;
    update.mutate(
      {
        projectId: collection.project_id,
        collectionId: collection.id,
        name: values.name.trim(),
        description: values.description,
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
            description: errorMessage(t, error),
          }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('collections.editTitle')}
      submitLabel={t('collections.save')}
      pending={update.isPending}
      onSubmit={submit}
    >
      <NameDescriptionFields
        value={values}
        onChange={setValues}
        nameRequired={false}
        nameHelp={t('collections.nameHelp')}
      />
    </FormDialog>
  );
}
