import { EmailField, PasswordField } from '@ontoloom/platform';
import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { isEmailAddress, setToken, toaster } from '@ontoloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { safeRedirect, withEmail } from '../../../search-params';
import { useLogin } from '../api/use-login';
import { ProviderButtons } from '../../../components/provider-buttons';
import { useLoginFailure } from '../../../hooks/use-login-failure';

export type LoginPageProps = { email?: string; redirect?: string };

type Errors = { email?: string; password?: string };

export function LoginPage({ email: initialEmail = '', redirect }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const onFailure = useLoginFailure();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!isEmailAddress(email.trim())) found.email = t('fields.emailInvalid');
    if (!password) found.password = t('fields.passwordRequired');
    setErrors(found);
    if (found.email || found.password) return;

    const credentials = { email: email.trim(), password };
    login.mutate(credentials, {
      onSuccess: (token) => {
        setToken(token.access_token);
        // Errors of earlier attempts are stale now.
        toaster.dismiss();
        // Nothing cached for an earlier session may leak into this one.
        queryClient.clear();
        // The root route sends the user on by status (R2.10–R2.12), keeping the wanted page.
        const target = safeRedirect(redirect);
        void navigate(target ? `/?${new URLSearchParams({ redirect: target })}` : '/', {
          replace: true,
        });
      },
      onError: (error) => onFailure(error, credentials.email),
    });
  };

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailField
            label={t('fields.email')}
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <PasswordField
            label={t('fields.password')}
            purpose="current"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Link asChild colorPalette="brand" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/auth/forgot-password">{t('login.forgotPassword')}</RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <ProviderButtons redirect={safeRedirect(redirect)} />
      <Text textStyle="sm">
        {t('login.noAccount')}{' '}
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={withEmail('/auth/sign-up', email.trim() || undefined)}>
            {t('login.signUp')}
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
