import { useState } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { emailTypeOf } from '@ontoloom/contract';
import { currentUserQueryOptions, formatDate } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The signed-in user's own account: read first, edited on demand. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('settings');
  const { data: me } = useSuspenseQuery(currentUserQueryOptions());
  const [editing, setEditing] = useState(false);
  const fields: [string, ReactNode][] = [
    [t('fields.firstName'), me.first_name],
    [t('fields.lastName'), me.last_name],
    [t('fields.organization'), me.organization_name],
    [t('fields.email'), me.email],
    [t('fields.emailType'), t(`emailTypes.${emailTypeOf(me)}`)],
    [t('fields.createdAt'), formatDate(me.created_at, i18n.language, 'detail')],
  ];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('profile.title')}
        </Heading>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </HStack>
      <Card.Root variant="outline">
        <Card.Body>
          {editing ? (
            <ProfileForm user={me} onDone={() => setEditing(false)} />
          ) : (
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }}
              columnGap="6"
              rowGap={{ base: '1', md: '4' }}
            >
              {fields.map(([label, value]) => (
                <Fragment key={label}>
                  <Box as="dt" color="fg.muted" textStyle="sm" mt={{ base: '3', md: '0' }}>
                    {label}
                  </Box>
                  <Box as="dd" wordBreak="break-word">
                    {value}
                  </Box>
                </Fragment>
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      {editing ? null : <Text color="fg.muted">{t('profile.emailHint')}</Text>}
      <SignOutEverywhere />
    </Stack>
  );
}
