import type { CreditsUsage } from '@ontoloom/contract';
import { creditsUsageOf } from '@ontoloom/contract/session';
import { isApiError } from '@ontoloom/platform';

/** What the login screen does with a failed sign-in (spec section 8, R8.03–R8.06). */
export type LoginFailure =
  | { kind: 'invalid-credentials' }
  | { kind: 'personal-email' }
  | { kind: 'email-not-verified' }
  | {
      kind: 'credits-quota';
      usage: Pick<CreditsUsage, 'credits_used' | 'credits_quota' | 'period_end'>;
    }
  | { kind: 'quota' }
  | { kind: 'version-mismatch' }
  | { kind: 'generic'; error: unknown };

export const classifyLoginError = (error: unknown): LoginFailure => {
  if (!isApiError(error)) return { kind: 'generic', error };
  if (error.status === 412) return { kind: 'version-mismatch' };
  // Decided by code (issue 11); the details keep the prefixes spec section 8 names.
  if (error.code === 'personal_email_refused') return { kind: 'personal-email' };
  if (error.code === 'email_not_verified') return { kind: 'email-not-verified' };
  if (error.status === 401) return { kind: 'invalid-credentials' };
  if (error.status === 429) {
    const usage = creditsUsageOf(error.body);
    return usage ? { kind: 'credits-quota', usage } : { kind: 'quota' };
  }
  return { kind: 'generic', error };
};
