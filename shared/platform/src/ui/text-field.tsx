import type { ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  helper?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
};

/** Label, input, helper and error wired together by Chakra's Field (aria-describedby, aria-invalid). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** An email address field: its type, name and autofill written once. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'autoComplete'>) {
  return <TextField {...props} type="email" name="email" autoComplete="email" />;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'name'> & {
  /** A new password (sign-up, reset) or the current one (sign-in): password managers tell. */
  purpose: 'current' | 'new';
  name?: string;
};

/** A password field; `purpose` picks the autofill password managers need. */
export function PasswordField({ purpose, name = 'password', ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      name={name}
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
    />
  );
}
