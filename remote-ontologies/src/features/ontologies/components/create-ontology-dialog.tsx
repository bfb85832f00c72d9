import {
  FormDialog,
  NameDescriptionFields,
  useDialogState,
  errorMessage,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOntology } from '../../../api/use-ontology-mutations';

export type CreateOntologyDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Creates the ontology, then opens its first version's page with the YAML tab. */
export function CreateOntologyDialog({ projectId, open, onOpenChange }: CreateOntologyDialogProps) {
  const { t } = useTranslation('ontologies');
  const navigate = useNavigate();
  const create = useCreateOntology();
  const [values, setValues] = useDialogState(open, () => ({ name: '', description: '' }));
  const submit = () =>
    create.mutate(
      { projectId, name: values.name.trim(), description: values.description },
      {
        onSuccess: (ontology) => {
          onOpenChange(false);
          void navigate(`../${ontology.id}/versions/new`);
        },
      },
    );
  return (
    <FormDialog
      open={open}
      onClose={() => {
        create.reset();
        onOpenChange(false);
      }}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      submitDisabled={values.name.trim() === ''}
      pending={create.isPending}
      error={create.error ? errorMessage(t, create.error) : undefined}
      onSubmit={submit}
    >
      <NameDescriptionFields value={values} onChange={setValues} />
    </FormDialog>
  );
}
