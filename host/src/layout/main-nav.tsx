import { Button, HStack } from '@chakra-ui/react';
import { IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Projects and settings (profile, billing, API key; users for super admins) for everyone. */
export const MainNav = () => {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const items = [
    { to: '/projects', label: t('nav.projects'), section: '/projects' },
    { to: '/settings', label: t('nav.settings'), section: '/settings' },
  ];
  return (
    <HStack as="nav" aria-label={t('nav.main')} gap="1">
      {items.map((item) => {
        const current = pathname === item.section || pathname.startsWith(`${item.section}/`);
        return (
          <Button
            key={item.to}
            asChild
            variant={current ? 'subtle' : 'ghost'}
            size="sm"
            // Narrower on a phone: French and Arabic labels still fit the header's one row.
            px={{ base: '2', md: '3' }}
          >
            <IntentLink to={item.to} aria-current={current ? 'page' : undefined}>
              {item.label}
            </IntentLink>
          </Button>
        );
      })}
    </HStack>
  );
};
