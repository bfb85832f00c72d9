import { useState, type FormEvent } from 'react';
import { Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorBodySchema, isOrganizationalEmail } from '@ontoloom/contract';
import {
  EmailField,
  errorMessage,
  isApiError,
  PasswordField,
  TextField,
  toaster,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { withEmail } from '../../../search-params';
import { useRegister, type RegisterInput } from '../api/use-register';
import { fieldOfPath, validateSignUp, type SignUpField } from '../sign-up-validation';
import { PasswordRules } from '../../../components/password-rules';

export type SignUpPageProps = { email?: string };

type Errors = Partial<Record<SignUpField, string>>;

export function SignUpPage({ email = '' }: SignUpPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<RegisterInput>({
    first_name: '',
    last_name: '',
    organization_name: '',
    email,
    password: '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: SignUpField) => (value: string) =>
    setValues({ ...values, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length > 0) return;

    const body = { ...values, email: values.email.trim() };
    // A taken address gets the same answer (its owner is mailed): the notice covers both.
    register.mutate(body, {
      onSuccess: () => void navigate(withEmail('/auth/email-verification', body.email)),
      onError: (error) => {
        const parsed = errorBodySchema.safeParse(isApiError(error) ? error.body : null);
        const serverErrors: Errors = {};
        for (const item of parsed.success ? (parsed.data.errors ?? []) : []) {
          const field = fieldOfPath(item.path);
          // The server's check mirrors validateSignUp: its English text is not shown (issue 11).
          if (field) serverErrors[field] = t('common:apiErrors.validation_failed');
        }
        if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
        else if (!isApiError(error, 412)) {
          toaster.create({
            type: 'error',
            title: t('signUp.failed'),
            description: errorMessage(t, error),
          });
        }
      },
    });
  };

  // A hint, not an error: personal addresses may sign up, but say nothing of the organization.
  const trimmedEmail = values.email.trim();
  const personalEmail = trimmedEmail.includes('@') && !isOrganizationalEmail(trimmedEmail);

  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t('fields.firstName')}
              name="first_name"
              autoComplete="given-name"
              value={values.first_name}
              onChange={change('first_name')}
              error={errors.first_name}
            />
            <TextField
              label={t('fields.lastName')}
              name="last_name"
              autoComplete="family-name"
              value={values.last_name}
              onChange={change('last_name')}
              error={errors.last_name}
            />
          </SimpleGrid>
          <TextField
            label={t('fields.organization')}
            name="organization_name"
            autoComplete="organization"
            value={values.organization_name}
            onChange={change('organization_name')}
            error={errors.organization_name}
          />
          <EmailField
            label={t('fields.workEmail')}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            helper={
              personalEmail ? (
                <Text as="span" color="orange.fg">
                  {t('signUp.personalEmail')}
                </Text>
              ) : undefined
            }
          />
          <PasswordField
            label={t('fields.password')}
            purpose="new"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            helper={<PasswordRules password={values.password} />}
          />
          <Button type="submit" colorPalette="brand" loading={register.isPending}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Text textStyle="sm">
        {t('signUp.haveAccount')}{' '}
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={withEmail('/auth/login', values.email.trim() || undefined)}>
            {t('signUp.signIn')}
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
