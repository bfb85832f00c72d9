import type { ReactNode } from 'react';
import { Box, Button, Flex, Link, Stack } from '@chakra-ui/react';
import { IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { withGoBack } from './settings-search';

export type SettingsLayoutProps = { goBack?: string; isSuperAdmin: boolean; children: ReactNode };

/** The settings sections side by side on a desktop, as a wrapping row on a phone. */
export function SettingsLayout({ goBack, isSuperAdmin, children }: SettingsLayoutProps) {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const sections = [
    { path: '/settings/profile', label: t('nav.profile') },
    { path: '/settings/billing', label: t('nav.billing') },
    { path: '/settings/api-keys', label: t('nav.apiKeys') },
    ...(isSuperAdmin ? [{ path: '/settings/users', label: t('nav.users') }] : []),
  ];
  return (
    <Stack gap="4">
      {goBack ? (
        <Link asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={goBack}>{t('nav.back')}</RouterLink>
        </Link>
      ) : null}
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }}>
        <Box
          as="nav"
          aria-label={t('nav.label')}
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          flexWrap="wrap"
          gap="1"
          minW={{ md: '12rem' }}
        >
          {sections.map((section) => {
            const current = pathname === section.path || pathname.startsWith(`${section.path}/`);
            return (
              <Button
                key={section.path}
                asChild
                size="sm"
                justifyContent="flex-start"
                variant={current ? 'subtle' : 'ghost'}
              >
                <IntentLink
                  to={withGoBack(section.path, goBack)}
                  aria-current={current ? 'page' : undefined}
                >
                  {section.label}
                </IntentLink>
              </Button>
            );
          })}
        </Box>
        <Box flex="1" minW="0">
          {children}
        </Box>
      </Flex>
    </Stack>
  );
}
