import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** An empty first option (e.g. "Choose a collection"). */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  helper?: ReactNode;
};

/** A labelled native select: keyboard and screen readers get the browser's own control. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  required = false,
  disabled = false,
  error,
  helper,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
