import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { withEmail } from '../../../search-params';
import { ResendVerification } from './resend-verification';

export type EmailVerificationPageProps = { email?: string };

/** After sign-up (or a sign-in with an unverified address): check your inbox. */
export function EmailVerificationPage({ email }: EmailVerificationPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('verification.title')}
      description={
        email ? (
          <Trans
            t={t}
            i18nKey="verification.sentTo"
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        ) : (
          t('verification.sentToYou')
        )
      }
    >
      <Text>{t('verification.instructions')}</Text>
      <Text>{t('verification.existingAccount')}</Text>
      <ResendVerification email={email} />
      <Text textStyle="sm">
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={withEmail('/auth/login', email)}>
            {t('verification.backToSignIn')}
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
