import { LinkTabs } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export const RUN_TABS = ['chunking', 'extraction', 'deduplication', 'results'] as const;

/** The run's tabs, one route each. */
export function RunTabs() {
  const { t } = useTranslation('runs');
  return (
    <LinkTabs
      label={t('run.tabsLabel')}
      tabs={RUN_TABS.map((tab) => ({ key: tab, to: tab, label: t(`tabs.${tab}`) }))}
    />
  );
}
