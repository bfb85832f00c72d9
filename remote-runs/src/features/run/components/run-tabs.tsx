import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { preloadRoute } from '@ontoloom/platform';
import { NavLink, useHref, type NavLinkProps } from 'react-router';

export const RUN_TABS = ['chunking', 'extraction', 'deduplication', 'results'] as const;

/** The run's tabs, one route each: links, so keyboard and history work; aria-current marks the open one. */
export function RunTabs() {
  const { t } = useTranslation('runs');
  return (
    <nav aria-label={t('run.tabsLabel')}>
      <HStack
        as="ul"
        listStyleType="none"
        gap="1"
        borderBottomWidth="1px"
        overflowX="auto"
        whiteSpace="nowrap"
      >
        {RUN_TABS.map((tab) => (
          <li key={tab}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="2"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor="transparent"
              textStyle="sm"
              fontWeight="medium"
              _currentPage={{ borderColor: 'brand.solid', color: 'fg' }}
            >
              <TabLink to={tab}>{t(`tabs.${tab}`)}</TabLink>
            </Link>
          </li>
        ))}
      </HStack>
    </nav>
  );
}

/** A NavLink (aria-current on the open tab) that preloads its tab on intent, as IntentLink does. */
function TabLink({ to, ...rest }: NavLinkProps & { to: string }) {
  const href = useHref(to);
  const preload = () => preloadRoute(href);
  return (
    <NavLink {...rest} to={to} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} />
  );
}
