import type { Ontology } from '@ontoloom/contract';
import {
  FormDialog,
  NameDescriptionFields,
  useDialogState,
  errorMessage,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateOntology } from '../../../api/use-ontology-mutations';

export type EditOntologyDialogProps = { ontology: Ontology; open: boolean; onClose: () => void };

/** Renames or re-describes the ontology (its versions keep their own names). */
export function EditOntologyDialog({ ontology, open, onClose }: EditOntologyDialogProps) {
  const { t } = useTranslation('ontologies');
  const update = useUpdateOntology();
  const [values, setValues] = useDialogState(open, () => ({
    name: ontology.name,
    description: ontology.description,
  }));
  const submit = () =>
    update.mutate(
      {
        projectId: ontology.project_id,
        ontologyId: ontology.id,
        name: values.name.trim(),
        description: values.description,
      },
      { onSuccess: onClose },
    );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        update.reset();
        onClose();
      }}
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      submitDisabled={values.name.trim() === ''}
      pending={update.isPending}
      error={update.error ? errorMessage(t, update.error) : undefined}
      onSubmit={submit}
    >
      <NameDescriptionFields value={values} onChange={setValues} />
    </FormDialog>
  );
}
