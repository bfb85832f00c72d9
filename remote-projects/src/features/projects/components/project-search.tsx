import { SearchBox } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ProjectSearchProps = { value: string };

export function ProjectSearch({ value }: ProjectSearchProps) {
  const { t } = useTranslation('projects');
  return (
    <SearchBox
      value={value}
      label={t('list.searchLabel')}
      placeholder={t('list.searchPlaceholder')}
    />
  );
}
