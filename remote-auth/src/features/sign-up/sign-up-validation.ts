import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../password-bounds';
import type { RegisterInput } from './api/use-register';

const NAME_MAX = 100;
const ORGANIZATION_MAX = 200;

export type SignUpField = keyof RegisterInput;
/** Translation keys (auth namespace) of the problem with each field. */
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** Same bounds as the contract's register body, with messages a person can act on. */
export const validateSignUp = (values: RegisterInput): SignUpErrors => {
  const errors: SignUpErrors = {};
  const required = (field: SignUpField, max: number) => {
    const value = values[field].trim();
    if (!value) errors[field] = 'fields.required';
    else if (value.length > max) errors[field] = 'fields.tooLong';
  };
  required('first_name', NAME_MAX);
  required('last_name', NAME_MAX);
  required('organization_name', ORGANIZATION_MAX);
  if (!z.email().safeParse(values.email.trim()).success) errors.email = 'fields.emailInvalid';
  if (values.password.length < PASSWORD_MIN) errors.password = 'signUp.passwordTooShort';
  else if (values.password.length > PASSWORD_MAX) errors.password = 'signUp.passwordTooLong';
  return errors;
};

/** Maps a 422's `errors[].path` (e.g. `body.email`, `email`) to the form field it is about. */
export const fieldOfPath = (path: string): SignUpField | undefined => {
  const last = path
    .split(/[.[\]/]/)
    .filter(Boolean)
    .pop();
  const fields: SignUpField[] = [
    'email',
    'password',
    'first_name',
    'last_name',
    'organization_name',
  ];
  return fields.find((field) => field === last);
};
