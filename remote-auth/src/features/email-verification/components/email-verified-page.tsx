import { useEffect, useRef } from 'react';
import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { isApiError, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { NoticeCard } from '../../../components/notice-card';
import { withEmail } from '../../../search-params';
import { useVerifyEmail } from '../api/use-verify-email';
import { ResendVerification } from './resend-verification';

export type EmailVerifiedPageProps = { email?: string; token?: string };

/** Landing page of the mailed link: confirms the address once, then offers sign-in. */
export function EmailVerifiedPage({ email, token }: EmailVerifiedPageProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Tokens are single-use: a second POST (StrictMode's double effect, a re-render) would fail.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <AuthCard title={t('verified.checkingTitle')}>
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('verified.checking')}</Text>
        </HStack>
      </AuthCard>
    );
  }

  // 409: the address was confirmed before (the link opened again); nothing failed.
  const alreadyConfirmed = isApiError(verify.error, 409);
  if (verify.isSuccess || alreadyConfirmed) {
    return (
      <AuthCard
        title={t(alreadyConfirmed ? 'verified.alreadyTitle' : 'verified.title')}
        description={t(alreadyConfirmed ? 'verified.alreadyDescription' : 'verified.description')}
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={withEmail('/auth/login', email)}>{t('verified.signIn')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  return (
    <NoticeCard
      title={t('verified.failedTitle')}
      status="error"
      heading={token ? t('verified.failed') : t('verified.missingToken')}
      message={verify.error ? errorMessage(t, verify.error) : undefined}
    >
      <Text>{t('verified.resendHint')}</Text>
      <ResendVerification email={email} />
      <Button asChild variant="ghost">
        <RouterLink to={withEmail('/auth/login', email)}>
          {t('verification.backToSignIn')}
        </RouterLink>
      </Button>
    </NoticeCard>
  );
}
