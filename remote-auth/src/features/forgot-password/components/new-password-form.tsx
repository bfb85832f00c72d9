import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { errorMessage, isApiError, PasswordField, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { NoticeCard } from '../../../components/notice-card';
import { PasswordRules } from '../../../components/password-rules';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../password-bounds';
import { useConfirmPasswordReset } from '../api/use-password-reset';

export type NewPasswordFormProps = { token: string };

type Errors = { password?: string; confirmation?: string };

/** Step two, from the mailed link: a new password, typed twice. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (password.length < PASSWORD_MIN) found.password = t('signUp.passwordTooShort');
    else if (password.length > PASSWORD_MAX) found.password = t('signUp.passwordTooLong');
    if (confirmation !== password) found.confirmation = t('reset.mismatch');
    setErrors(found);
    if (found.password || found.confirmation) return;
    confirm.mutate(
      { token, password },
      {
        onError: (failure) => {
          // A refused link is shown in the page; anything else is a passing failure.
          if (isApiError(failure, 422) || isApiError(failure, 412)) return;
          toaster.create({
            type: 'error',
            title: t('reset.failed'),
            description: errorMessage(t, failure),
          });
        },
      },
    );
  };

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('reset.doneTitle')} description={t('reset.done')}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/auth/login">{t('reset.signIn')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  if (isApiError(confirm.error, 422)) {
    return (
      <NoticeCard
        title={t('reset.linkFailedTitle')}
        status="error"
        message={errorMessage(t, confirm.error)}
      >
        <Button asChild colorPalette="brand">
          {/* Leaves the token behind: the page asks for a fresh link. */}
          <RouterLink to="/auth/forgot-password">{t('reset.askAgain')}</RouterLink>
        </Button>
      </NoticeCard>
    );
  }

  return (
    <AuthCard title={t('reset.newTitle')} description={t('reset.newDescription')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <PasswordField
            label={t('reset.newPassword')}
            purpose="new"
            value={password}
            onChange={setPassword}
            error={errors.password}
            helper={<PasswordRules password={password} />}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            name="confirmation"
            purpose="new"
            value={confirmation}
            onChange={setConfirmation}
            error={errors.confirmation}
          />
          <Button type="submit" colorPalette="brand" loading={confirm.isPending}>
            {t('reset.newSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
