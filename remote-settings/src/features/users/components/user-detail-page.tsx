import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { emailTypeOf } from '@ontoloom/contract';
import { currentUserQueryOptions, formatDate } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../api/user-queries';
import { UserStatusActions } from './user-status-actions';
import { UserStatusBadge } from './user-status-badge';

export type UserDetailPageProps = { userId: string };

/** Every field of one user (R3.01) and the status actions an admin may take. */
export function UserDetailPage({ userId }: UserDetailPageProps) {
  const { t, i18n } = useTranslation('settings');
  const { data: user } = useSuspenseQuery(userQueryOptions(userId));
  const { data: me } = useSuspenseQuery(currentUserQueryOptions());
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const notProvided = (
    <Text as="span" color="fg.subtle" fontStyle="italic">
      {t('detail.notProvided')}
    </Text>
  );
  const fields: [string, ReactNode][] = [
    [t('fields.email'), user.email],
    [t('fields.emailType'), t(`emailTypes.${emailTypeOf(user)}`)],
    [t('fields.firstName'), user.first_name],
    [t('fields.lastName'), user.last_name],
    [t('fields.organization'), user.organization_name],
    [t('fields.status'), <UserStatusBadge key="status" status={user.status} />],
    [t('fields.role'), user.onboarding_info?.role_in_organization ?? notProvided],
    [t('fields.goal'), user.onboarding_info?.goal ?? notProvided],
    [t('fields.createdAt'), formatDate(user.created_at, i18n.language, 'detail')],
  ];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {name}
      </Heading>
      <Card.Root variant="outline">
        <Card.Body>
          {/* A description list: label above value on a phone, side by side from md up. */}
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }}
            columnGap="6"
            rowGap={{ base: '1', md: '4' }}
          >
            {fields.map(([label, value]) => (
              <Fragment key={label}>
                <Box as="dt" color="fg.muted" textStyle="sm" mt={{ base: '3', md: '0' }}>
                  {label}
                </Box>
                <Box as="dd" whiteSpace="pre-line" wordBreak="break-word">
                  {value}
                </Box>
              </Fragment>
            ))}
          </Box>
        </Card.Body>
      </Card.Root>
      <Stack gap="3" as="section" aria-labelledby="status-actions">
        <Heading as="h2" size="md" id="status-actions">
          {t('detail.statusActions')}
        </Heading>
        <UserStatusActions user={user} isSelf={user.id === me.id} />
      </Stack>
    </Stack>
  );
}
