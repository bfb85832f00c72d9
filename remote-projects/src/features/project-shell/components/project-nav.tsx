import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

type Section = { key: 'collections' | 'runs' | 'ontologies' | 'knowledgeBases'; to: string };

// Runs, ontologies and knowledge bases join this list when their remotes ship.
const SECTIONS: Section[] = [
  { key: 'collections', to: 'collections' },
  { key: 'ontologies', to: 'ontologies' },
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
