import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { oauthUrlsQueryOptions } from '../api/oauth-queries';

export type ProviderButtonsProps = { redirect?: string };

/** "Continue with …" for each configured identity provider; nothing when there are none. */
export function ProviderButtons({ redirect }: ProviderButtonsProps) {
  const { t } = useTranslation('auth');
  const { data } = useQuery(oauthUrlsQueryOptions(redirect));
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Separator flex="1" />
        <Text flexShrink="0" textStyle="sm" color="fg.muted">
          {t('oauth.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      {providers.map((provider) => (
        <Button key={provider.provider} asChild variant="outline">
          {/* A full navigation: the API sets its sign-in cookie, then sends on to the provider. */}
          <a href={provider.authorize_url}>
            {t('oauth.continueWith', { name: provider.display_name })}
          </a>
        </Button>
      ))}
    </Stack>
  );
}
