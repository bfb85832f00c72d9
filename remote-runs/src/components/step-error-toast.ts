import { creditsUsageOf } from '@ontoloom/contract';
import { errorMessage, formatCredits, i18n, isApiError, toaster } from '@ontoloom/platform';
import type { TFunction } from 'i18next';

/**
 * A failed step start or action as a toast. Spec section 8: a 429 with credits usage info says
 * credits used, quota and period end; another 429 is the generic quota toast; the rest say what
 * the error code means (issue 11).
 */
export function showActionError(t: TFunction, error: unknown, title?: string) {
  if (isApiError(error, 429)) {
    const usage = creditsUsageOf(error.body);
    if (usage) {
      const { language } = i18n;
      toaster.create({
        type: 'error',
        title: t('runs:credits.quotaTitle'),
        description: t('runs:credits.quotaDetail', {
          used: formatCredits(usage.credits_used, language),
          quota: formatCredits(usage.credits_quota, language),
          periodEnd: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
            new Date(usage.period_end),
          ),
        }),
      });
      return;
    }
    toaster.create({
      type: 'error',
      title: t('runs:credits.limitTitle'),
      description: t('runs:credits.limitDetail'),
    });
    return;
  }
  toaster.create({
    type: 'error',
    title: title ?? t('runs:actions.failed'),
    description: errorMessage(t, error),
  });
}
