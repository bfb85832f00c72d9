import type { DocumentsCollection } from '@ontoloom/contract';
import { toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useSetCollectionArchived } from '../api/use-collection-mutations';
import { collectionLabel } from '../components/collection-name';

/** Archive or restore with a toast either way (R4.02). */
export function useArchiveToggle() {
  const { t } = useTranslation('projects');
  const mutation = useSetCollectionArchived();
  return (collection: DocumentsCollection, archived: boolean) => {
    const name = collectionLabel(collection.name, t);
    mutation.mutate(
      { projectId: collection.project_id, collectionId: collection.id, archived },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(archived ? 'collections.toast.archived' : 'collections.toast.restored', {
              name,
            }),
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('collections.toast.failed'),
            description: errorMessage(t, error),
          }),
      },
    );
  };
}
