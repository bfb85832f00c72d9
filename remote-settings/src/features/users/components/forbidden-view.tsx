import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** User administration is for super admins; others are told so plainly. */
export function ForbiddenView() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="3" paddingBlock="8" role="alert">
      <Heading as="h1" size="lg">
        {t('forbidden.title')}
      </Heading>
      <Text color="fg.muted">{t('forbidden.description')}</Text>
    </Stack>
  );
}
