import { useCallback } from 'react';
import { errorMessage, formatCredits, toaster, formatDate } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withEmail } from '../search-params';
import { classifyLoginError } from '../login-error';

/** Turns a failed sign-in into the toast or redirect the spec asks for (R8.03–R8.06). */
export const useLoginFailure = () => {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();

  return useCallback(
    (error: unknown, email: string) => {
      const failure = classifyLoginError(error);
      switch (failure.kind) {
        case 'invalid-credentials':
          toaster.create({ type: 'error', title: t('login.errors.invalidCredentials') });
          return;
        case 'personal-email':
          toaster.create({
            type: 'error',
            title: t('login.errors.personalEmail'),
            description: t('login.errors.personalEmailHint'),
          });
          return;
        case 'email-not-verified':
          void navigate(withEmail('/auth/email-verification', email));
          return;
        case 'credits-quota': {
          const periodEnd = formatDate(failure.usage.period_end, i18n.language, 'sentence');
          toaster.create({
            type: 'error',
            title: t('login.errors.creditsQuota'),
            description: t('login.errors.creditsQuotaDetail', {
              used: formatCredits(failure.usage.credits_used, i18n.language),
              quota: formatCredits(failure.usage.credits_quota, i18n.language),
              periodEnd,
            }),
          });
          return;
        }
        case 'quota':
          toaster.create({
            type: 'error',
            title: t('login.errors.quota'),
            description: t('login.errors.quotaHint'),
          });
          return;
        case 'version-mismatch':
          // R8.07: the query client throws a 412 to the route's error view; no toast on top.
          return;
        case 'generic':
          toaster.create({
            type: 'error',
            title: t('login.errors.generic'),
            description: errorMessage(t, failure.error),
          });
      }
    },
    [i18n.language, navigate, t],
  );
};
