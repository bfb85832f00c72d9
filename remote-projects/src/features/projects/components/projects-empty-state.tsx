import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type ProjectsEmptyStateProps = { search: string; onCreate: () => void };

export function ProjectsEmptyState({ search, onCreate }: ProjectsEmptyStateProps) {
  const { t } = useTranslation('projects');
  const searching = search !== '';
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>
            {searching ? t('empty.noMatchTitle') : t('empty.title')}
          </EmptyState.Title>
          <EmptyState.Description>
            {searching ? t('empty.noMatchDescription', { search }) : t('empty.description')}
          </EmptyState.Description>
        </VStack>
        {searching ? null : (
          <Button colorPalette="brand" onClick={onCreate}>
            {t('empty.create')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
