import { slotNavItems } from '@ontoloom/federation/remotes';
import { LinkTabs } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
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
    <LinkTabs
      label={t('project.navLabel')}
      tabs={SECTIONS.map((section) => ({
        ...section,
        label: t(`project.sections.${section.key}`),
      }))}
    />
  );
}
