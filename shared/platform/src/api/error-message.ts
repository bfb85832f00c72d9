import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/**
 * What to tell a person about a failure, in their language (issue 11): an API error by its code;
 * the server's English `detail` only for a code without a translation; a network failure as such.
 * Raw validation text never reaches the screen: a 422 says which fields to check.
 */
export const errorMessage = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiError) {
    const key = error.code ? `common:apiErrors.${error.code}` : null;
    if (key && t(key, { defaultValue: '' })) return t(key);
    if (error.status >= 500) return t('common:apiErrors.internal_error');
    return error.message;
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return t('common:error.network');
  return t('common:error.fallback');
};

/** `errorMessage` bound to the current language. */
export const useErrorMessage = () => {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => errorMessage(t, error), [t]);
};
