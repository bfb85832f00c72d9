import { Button } from '@chakra-ui/react';
import { ListEmptyState } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ProjectsEmptyStateProps = { search: string; onCreate: () => void };

export function ProjectsEmptyState({ search, onCreate }: ProjectsEmptyStateProps) {
  const { t } = useTranslation('projects');
  if (search !== '') {
    return (
      <ListEmptyState
        title={t('empty.noMatchTitle')}
        description={t('empty.noMatchDescription', { search })}
      />
    );
  }
  return (
    <ListEmptyState title={t('empty.title')} description={t('empty.description')}>
      <Button colorPalette="brand" onClick={onCreate}>
        {t('empty.create')}
      </Button>
    </ListEmptyState>
  );
}
