import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { isApiError, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateOnboarding, type OnboardingInput } from '../api/use-update-onboarding';

const ROLE_MAX = 200;
const GOAL_MAX = 2000;

type Errors = Partial<Record<keyof OnboardingInput, string>>;

/** R3.02: role in the organization and goal, then the account waits for admin review. */
export function OnboardingForm() {
  const { t } = useTranslation('auth');
  const update = useUpdateOnboarding();
  const [values, setValues] = useState<OnboardingInput>({ role_in_organization: '', goal: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const role = values.role_in_organization.trim();
    const goal = values.goal.trim();
    if (!role) found.role_in_organization = t('fields.required');
    else if (role.length > ROLE_MAX) found.role_in_organization = t('fields.tooLong');
    if (!goal) found.goal = t('fields.required');
    else if (goal.length > GOAL_MAX) found.goal = t('fields.tooLong');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    update.mutate(
      { role_in_organization: role, goal },
      {
        onSuccess: () => toaster.create({ type: 'success', title: t('onboarding.sent') }),
        onError: (error) => {
          if (isApiError(error, 412)) return;
          toaster.create({
            type: 'error',
            title: t('onboarding.failed'),
            description: errorMessage(t, error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.role_in_organization)} required>
          <Field.Label>
            {t('onboarding.role')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="role_in_organization"
            autoComplete="organization-title"
            value={values.role_in_organization}
            onChange={(event) => setValues({ ...values, role_in_organization: event.target.value })}
          />
          <Field.HelperText>{t('onboarding.roleHelp')}</Field.HelperText>
          <Field.ErrorText color="red.fg">{errors.role_in_organization}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.goal)} required>
          <Field.Label>
            {t('onboarding.goal')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="goal"
            rows={4}
            value={values.goal}
            onChange={(event) => setValues({ ...values, goal: event.target.value })}
          />
          <Field.HelperText>{t('onboarding.goalHelp')}</Field.HelperText>
          <Field.ErrorText color="red.fg">{errors.goal}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={update.isPending}>
          {t('onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
