import { EmptyState, Link, Table } from '@chakra-ui/react';
import { IntentLink, formatDate } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userListQueryOptions } from '../api/user-queries';
import { toUserListQuery, type UsersSearch } from '../hooks/use-users-search';
import { UserStatusBadge } from './user-status-badge';

export type UsersTableProps = { filters: UsersSearch };

export function UsersTable({ filters }: UsersTableProps) {
  const { t, i18n } = useTranslation('settings');
  const { data: users } = useSuspenseQuery(userListQueryOptions(toUserListQuery(filters)));

  if (users.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Title>{t('users.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('users.emptyDescription')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    // Scrolls sideways on a phone instead of squeezing five columns into 390 px.
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t('users.tableLabel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.organization')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.createdAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>
                <Link asChild colorPalette="brand">
                  <IntentLink to={user.id}>{user.email}</IntentLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{`${user.first_name} ${user.last_name}`.trim()}</Table.Cell>
              <Table.Cell>{user.organization_name}</Table.Cell>
              <Table.Cell>
                <UserStatusBadge status={user.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(user.created_at, i18n.language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
