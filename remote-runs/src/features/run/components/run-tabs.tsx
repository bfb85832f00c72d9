import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const RUN_TABS = ['chunking', 'extraction', 'deduplication', 'results'] as const;

/** The run's tabs, one route each (links, so keyboard and history work and the current one has aria-current). */
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
              <NavLink to={tab}>{t(`tabs.${tab}`)}</NavLink>
            </Link>
          </li>
        ))}
      </HStack>
    </nav>
  );
}
