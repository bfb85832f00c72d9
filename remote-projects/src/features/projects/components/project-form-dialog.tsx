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
import { useTranslation } from 'react-i18next';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export type ProjectFormValues = { name: string; description: string };

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

export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const { open, onOpenChange, mode } = props;
  const { t } = useTranslation('projects');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t(mode === 'create' ? 'form.createTitle' : 'form.renameTitle')}
              </Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open (Chakra's lazyMount), so every opening starts from initialValues. */}
            <ProjectForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ProjectForm({ mode, initialValues, pending, onSubmit }: ProjectFormDialogProps) {
  const { t } = useTranslation('projects');
  const formId = useId();
  const [values, setValues] = useState<ProjectFormValues>(
    initialValues ?? { name: '', description: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    const name = values.name.trim();
    if (!name) next.name = t('form.nameRequired');
    else if (name.length > NAME_MAX) next.name = t('form.nameTooLong', { max: NAME_MAX });
    if (values.description.length > DESCRIPTION_MAX) {
      next.description = t('form.descriptionTooLong', { max: DESCRIPTION_MAX });
    }
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit({ name: values.name.trim(), description: values.description });
    }
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>
                {t('form.name')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="name"
                value={values.name}
                maxLength={NAME_MAX + 1}
                autoComplete="off"
                onChange={(event) => setValues({ ...values, name: event.target.value })}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            {mode === 'create' ? (
              <Field.Root invalid={Boolean(errors.description)}>
                <Field.Label>{t('form.description')}</Field.Label>
                <Textarea
                  name="description"
                  value={values.description}
                  rows={4}
                  onChange={(event) => setValues({ ...values, description: event.target.value })}
                />
                <Field.HelperText>{t('form.descriptionHelp')}</Field.HelperText>
                <Field.ErrorText>{errors.description}</Field.ErrorText>
              </Field.Root>
            ) : null}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} loading={pending} colorPalette="brand">
          {t(mode === 'create' ? 'form.create' : 'form.rename')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
