import { useEffect, useRef } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { setToken, toaster } from '@ontoloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { useLoginFailure } from '../../../hooks/use-login-failure';
import { useProviderToken } from '../../../api/oauth-queries';
import type { CallbackSearch } from '../callback-search';

export type CallbackPageProps = { provider: string; search: CallbackSearch };

/** Where an identity provider sends the browser back (R2.06–R2.08). */
export function CallbackPage({ provider, search }: CallbackPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exchange = useProviderToken();
  const onFailure = useLoginFailure();
  const { mutate } = exchange;
  // The code works once: StrictMode's second effect must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (search.kind === 'denied') {
      toaster.create({
        type: 'error',
        title: t('oauth.accessDenied'),
        description: t('oauth.accessDeniedHint'),
      });
      void navigate('/auth/login', { replace: true });
      return;
    }
    if (search.kind === 'failed') {
      toaster.create({
        type: 'error',
        title: t('login.errors.generic'),
        description: search.error,
      });
      void navigate('/auth/login', { replace: true });
      return;
    }
    const { code, state, iss } = search;
    mutate(
      { provider, code, state, ...(iss ? { iss } : {}) },
      {
        onSuccess: (token) => {
          setToken(token.access_token);
          toaster.dismiss();
          queryClient.clear();
          const next = token.next_authorize_url;
          if (next && /^https?:\/\//.test(next)) window.location.assign(next);
          else void navigate(next?.startsWith('/') ? next : '/', { replace: true });
        },
        onError: (error) => {
          onFailure(error, '');
          void navigate('/auth/login', { replace: true });
        },
      },
    );
  }, [mutate, navigate, onFailure, provider, queryClient, search, t]);

  return (
    <AuthCard title={t('oauth.title')}>
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{t('oauth.signingIn')}</Text>
      </HStack>
    </AuthCard>
  );
}
