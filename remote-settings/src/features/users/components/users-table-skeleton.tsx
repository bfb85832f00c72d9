import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const ROWS = 6;

export function UsersTableSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <Stack role="status" aria-busy="true" gap="3" borderWidth="1px" borderRadius="l2" padding="4">
      <VisuallyHidden>{t('users.loading')}</VisuallyHidden>
      {Array.from({ length: ROWS }, (_, index) => (
        <Skeleton key={index} height="6" data-testid="row-skeleton" />
      ))}
    </Stack>
  );
}
