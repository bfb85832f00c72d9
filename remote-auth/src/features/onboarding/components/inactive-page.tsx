import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { SignOutButton } from '../../../components/sign-out-button';

/** R2.12: where the root sends a deactivated account. */
export function InactivePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('inactive.title')} description={t('inactive.description')}>
      <SignOutButton />
    </AuthCard>
  );
}
