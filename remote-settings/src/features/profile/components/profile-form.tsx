import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { currentUserProfileSchema, type CurrentUser } from '@ontoloom/contract';
import { isApiError, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/use-update-profile';

type Values = Pick<CurrentUser, 'first_name' | 'last_name' | 'organization_name'>;
type FieldName = keyof Values;

export type ProfileFormProps = { user: CurrentUser; onDone: () => void };

const FIELDS: { name: FieldName; label: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'fields.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'fields.lastName', autoComplete: 'family-name' },
  { name: 'organization_name', label: 'fields.organization', autoComplete: 'organization' },
];

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>({
    first_name: user.first_name,
    last_name: user.last_name,
    organization_name: user.organization_name,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules: the same ones the API applies.
    const parsed = currentUserProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] =
          issue.code === 'too_big'
            ? t('profile.tooLong')
            : issue.code === 'custom'
              ? t('profile.invalidText')
              : t('profile.required');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t('profile.saved') });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error, 412)) return;
        toaster.create({
          type: 'error',
          title: t('profile.failed'),
          description: errorMessage(t, error),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required>
            <Field.Label>
              {t(field.label)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            <Field.ErrorText color="red.fg">{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={update.isPending}>
            {t('profile.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
