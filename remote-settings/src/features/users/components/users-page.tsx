import { Suspense } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UsersSearch } from '../hooks/use-users-search';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { UsersTableSkeleton } from './users-table-skeleton';

export type UsersPageProps = { filters: UsersSearch };

export function UsersPage({ filters }: UsersPageProps) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('users.title')}
      </Heading>
      <UsersFilters filters={filters} />
      <Suspense fallback={<UsersTableSkeleton />}>
        <UsersTable filters={filters} />
      </Suspense>
    </Stack>
  );
}
