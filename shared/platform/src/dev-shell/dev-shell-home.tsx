import { Alert, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { IntentLink } from '../routing/preload';
import { DEV_SHELL_NAMESPACE } from './locales';

export type DevShellHomeProps = {
  /** The remote's own home page for active users, if it gave one. */
  home?: ReactNode;
  /** Paths the default home links to (the remote's areas). */
  areas: string[];
};

/** `/` once signed in (its loader has sent everyone else on). */
export const DevShellHome = ({ home, areas }: DevShellHomeProps) => {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const user = useLoaderData() as CurrentUser;
  if (user.status !== 'active') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('home.notActive', { status: user.status })}</Alert.Title>
      </Alert.Root>
    );
  }
  if (home) return <>{home}</>;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('home.title')}
      </Heading>
      <Text>{t('home.summary', { email: user.email, status: user.status })}</Text>
      {areas.length > 0 && (
        <Stack gap="2" as="nav" aria-label={t('home.areas')}>
          <Heading as="h2" size="md">
            {t('home.areas')}
          </Heading>
          <List.Root paddingStart="5">
            {areas.map((area) => (
              <List.Item key={area}>
                <ChakraLink asChild colorPalette="brand">
                  <IntentLink to={area}>{area}</IntentLink>
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
};
