import { useState, type ReactNode } from 'react';
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { ontologyIdentifierSchema, type OntologyModification } from '@ontoloom/contract';
import { FormDialog } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from '../../../ui/error-text';

/** Tries the operations; returns what is wrong, or null once they are queued. */
export type ApplyModifications = (modifications: OntologyModification[]) => string | null;

export type ItemDialogProps = {
  title: string;
  onClose: () => void;
  /** Builds the operations from the form; null when a field is invalid (shown by the field). */
  build: () => OntologyModification[] | null;
  apply: ApplyModifications;
  children: ReactNode;
};

/** The edit dialog of a class, a property or a relation: mounted while it is open. */
export function ItemDialog({ title, onClose, build, apply, children }: ItemDialogProps) {
  const { t } = useTranslation('ontologies');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const modifications = build();
    if (modifications === null) return;
    if (modifications.length === 0) return onClose();
    const error = apply(modifications);
    setProblem(error);
    if (error === null) onClose();
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      submitLabel={t('editor.apply')}
      error={problem}
      onSubmit={submit}
    >
      {children}
    </FormDialog>
  );
}

/** A machine name: letters, digits and underscores, starting with a letter. */
export const isIdentifier = (value: string) => ontologyIdentifierSchema.safeParse(value).success;

export function NameField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation('ontologies');
  const invalid = !isIdentifier(value);
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} />
      {invalid ? (
        <Field.ErrorText color={ERROR_TEXT}>{t('editor.invalidName')}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('editor.nameHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export function TextField({
  value,
  onChange,
  label,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('ontologies');
  const invalid = required && value.trim() === '';
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} />
      {invalid ? (
        <Field.ErrorText color={ERROR_TEXT}>{t('editor.required')}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

export function DescriptionField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('ontologies');
  return (
    <Field.Root>
      <Field.Label>{t('fields.description')}</Field.Label>
      <Textarea rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

/** A list of strings edited as one item per line. */
export function LinesField({
  value,
  onChange,
  label,
  help,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  help: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
}

export const toLines = (items: string[]) => items.join('\n');
export const fromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function SelectField({
  value,
  onChange,
  label,
  options,
  size = 'md',
  width,
  optionLabel = (option) => option,
  help,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  options: readonly string[];
  size?: 'sm' | 'md';
  width?: string;
  /** What an option reads as (the value itself by default). */
  optionLabel?: (option: string) => string;
  help?: string;
}) {
  return (
    <Field.Root width={width ? 'auto' : undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size} width={width}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

export function FlagField({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(!!details.checked)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The fields of `after` that differ from `before`, for an `update_*` operation. */
export function changed<T extends object>(before: T, after: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}
