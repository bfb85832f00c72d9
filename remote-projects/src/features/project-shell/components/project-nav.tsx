import { HStack, Link } from '@chakra-ui/react';
import { slotNavItems } from '@ontoloom/federation/remotes';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PROJECT_SLOT } from '../../../project-slot';

type Section = { key: string; to: string };

// This remote's own section, then one tab per remote the registry mounts in a project
// (shared/federation/src/remotes.ts): runs and knowledge bases appear when they are registered.
const SECTIONS: Section[] = [
  { key: 'collections', to: 'collections' },
  ...slotNavItems(PROJECT_SLOT).map((item) => ({ key: item.navKey, to: item.to })),
];

export function ProjectNav() {
  const { t } = useTranslation('projects');
  return (
    <nav aria-label={t('project.navLabel')}>
      <HStack
        as="ul"
        listStyleType="none"
        gap="1"
        borderBottomWidth="1px"
        overflowX="auto"
        whiteSpace="nowrap"
      >
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link asChild {...tabStyle} _currentPage={activeTabStyle}>
              <NavLink to={section.to}>{t(`project.sections.${section.key}`)}</NavLink>
            </Link>
          </li>
        ))}
      </HStack>
    </nav>
  );
}

const tabStyle = {
  display: 'inline-block',
  px: '3',
  py: '2',
  mb: '-1px',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  textStyle: 'sm',
  fontWeight: 'medium',
} as const;

const activeTabStyle = { borderColor: 'brand.solid', color: 'fg' };
