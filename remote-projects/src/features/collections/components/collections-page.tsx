import { EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Collections arrive with a later issue; until then the project honestly has none. */
export function CollectionsPage() {
  const { t } = useTranslation('projects');
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('collections.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('collections.emptyDescription')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
