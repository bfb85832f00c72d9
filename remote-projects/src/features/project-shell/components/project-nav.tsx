import { HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

type Section = { key: 'collections' | 'runs' | 'ontologies' | 'knowledgeBases'; to?: string };

// Only collections exist in this release; the other sections are listed so the shape of a
// project is clear, but they are plain text, not links to screens that do not exist yet.
const SECTIONS: Section[] = [
  { key: 'collections', to: 'collections' },
  { key: 'runs' },
  { key: 'ontologies' },
  { key: 'knowledgeBases' },
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
            {section.to ? (
              <Link asChild {...tabStyle} _currentPage={activeTabStyle}>
                <NavLink to={section.to}>{t(`project.sections.${section.key}`)}</NavLink>
              </Link>
            ) : (
              <Text as="span" {...tabStyle} color="fg.subtle" aria-disabled="true">
                {t(`project.sections.${section.key}`)}
                <VisuallyHidden>{t('project.notAvailableYet')}</VisuallyHidden>
              </Text>
            )}
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
