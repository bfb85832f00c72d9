import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { EmailField, errorMessage, isApiError, isEmailAddress, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { NoticeCard } from '../../../components/notice-card';
import { withEmail } from '../../../search-params';
import { useRequestPasswordReset } from '../api/use-password-reset';

/** Step one: the address to mail a reset link to. The answer is the same for unknown addresses. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(t('fields.emailInvalid'));
      return;
    }
    setError(undefined);
    request.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (failure) => {
        if (isApiError(failure, 412)) return;
        toaster.create({
          type: 'error',
          title: isApiError(failure, 429) ? t('reset.tooMany') : t('reset.requestFailed'),
          description: errorMessage(t, failure),
        });
      },
    });
  };

  if (sentTo) {
    return (
      <NoticeCard
        title={t('reset.sentTitle')}
        status="success"
        message={t('reset.sent', { email: sentTo })}
      >
        <Text color="fg.muted">{t('reset.sentHint')}</Text>
        <Button asChild variant="outline">
          <RouterLink to={withEmail('/auth/login', sentTo)}>{t('reset.backToSignIn')}</RouterLink>
        </Button>
      </NoticeCard>
    );
  }

  return (
    <AuthCard title={t('reset.requestTitle')} description={t('reset.requestDescription')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailField label={t('fields.email')} value={email} onChange={setEmail} error={error} />
          <Button type="submit" colorPalette="brand" loading={request.isPending}>
            {t('reset.requestSubmit')}
          </Button>
        </Stack>
      </form>
      <Text textStyle="sm">
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to="/auth/login">{t('reset.backToSignIn')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
