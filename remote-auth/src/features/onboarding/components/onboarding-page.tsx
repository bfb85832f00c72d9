import { Button, Text } from '@chakra-ui/react';
import { currentUserQueryOptions } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { SignOutButton } from '../../../components/sign-out-button';
import { InactivePage } from './inactive-page';
import { OnboardingForm } from './onboarding-form';

/** One screen per status (R2.11): the form, the review wait, a refusal, or the way in. */
export function OnboardingPage() {
  const { t } = useTranslation('auth');
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());

  switch (user.status) {
    case 'pending_onboarding_info':
      return (
        <AuthCard
          title={t('onboarding.title', { name: user.first_name })}
          description={t('onboarding.description')}
        >
          <OnboardingForm />
          <SignOutButton variant="ghost" />
        </AuthCard>
      );
    case 'pending_admin_review':
      return (
        <AuthCard title={t('onboarding.reviewTitle')} description={t('onboarding.review')}>
          <Text color="fg.muted">{t('onboarding.reviewNext')}</Text>
          <SignOutButton />
        </AuthCard>
      );
    case 'refused':
      return (
        <AuthCard title={t('onboarding.refusedTitle')} description={t('onboarding.refused')}>
          <SignOutButton />
        </AuthCard>
      );
    case 'inactive':
      return <InactivePage />;
    case 'active':
      return (
        <AuthCard title={t('onboarding.activeTitle')} description={t('onboarding.active')}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/projects">{t('onboarding.goToProjects')}</RouterLink>
          </Button>
        </AuthCard>
      );
  }
}
