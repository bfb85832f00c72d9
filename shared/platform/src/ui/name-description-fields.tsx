import { Field, Input, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;

export type NameDescription = { name: string; description: string };

export type NameDescriptionFieldsProps = {
  value: NameDescription;
  onChange: (value: NameDescription) => void;
  /** False where an empty name is allowed (a collection's falls back to a label, R3.04). */
  nameRequired?: boolean;
  nameHelp?: string;
  /** Left out where only the name is edited (renaming a project). */
  withDescription?: boolean;
  descriptionHelp?: string;
  errors?: Partial<Record<keyof NameDescription, string>>;
};

/** The name and description every project item has, with the API's length limits. */
export function NameDescriptionFields({
  value,
  onChange,
  nameRequired = true,
  nameHelp,
  withDescription = true,
  descriptionHelp,
  errors = {},
}: NameDescriptionFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Field.Root required={nameRequired} invalid={Boolean(errors.name)}>
        <Field.Label>
          {t('fields.name')}
          {nameRequired ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Input
          name="name"
          value={value.name}
          maxLength={NAME_MAX_LENGTH + 1}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
        {nameHelp ? <Field.HelperText>{nameHelp}</Field.HelperText> : null}
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      {withDescription ? (
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea
            name="description"
            value={value.description}
            rows={3}
            onChange={(event) => onChange({ ...value, description: event.target.value })}
          />
          {descriptionHelp ? <Field.HelperText>{descriptionHelp}</Field.HelperText> : null}
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </>
  );
}
