import {
  DESCRIPTION_MAX_LENGTH,
  FormDialog,
  NAME_MAX_LENGTH,
  NameDescriptionFields,
  useDialogState,
  type NameDescription,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ProjectFormValues = NameDescription;

export type ProjectFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `rename` edits the name only. */
  mode: 'create' | 'rename';
  initialValues?: ProjectFormValues;
  pending: boolean;
  onSubmit: (values: ProjectFormValues) => void;
};

type FieldErrors = Partial<Record<keyof ProjectFormValues, string>>;

export function ProjectFormDialog({
  open,
  onOpenChange,
  mode,
  initialValues,
  pending,
  onSubmit,
}: ProjectFormDialogProps) {
  const { t } = useTranslation('projects');
  // Every opening starts from initialValues.
  const [values, setValues] = useDialogState<ProjectFormValues>(
    open,
    () => initialValues ?? { name: '', description: '' },
  );
  const [errors, setErrors] = useDialogState<FieldErrors>(open, () => ({}));
  const submit = () => {
    const found: FieldErrors = {};
    const name = values.name.trim();
    if (!name) found.name = t('form.nameRequired');
    else if (name.length > NAME_MAX_LENGTH) {
      found.name = t('form.nameTooLong', { max: NAME_MAX_LENGTH });
    }
    if (values.description.length > DESCRIPTION_MAX_LENGTH) {
      found.description = t('form.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH });
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ name, description: values.description });
  };
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t(mode === 'create' ? 'form.createTitle' : 'form.renameTitle')}
      submitLabel={t(mode === 'create' ? 'form.create' : 'form.rename')}
      pending={pending}
      onSubmit={submit}
    >
      <NameDescriptionFields
        value={values}
        onChange={setValues}
        withDescription={mode === 'create'}
        descriptionHelp={t('form.descriptionHelp')}
        errors={errors}
      />
    </FormDialog>
  );
}
