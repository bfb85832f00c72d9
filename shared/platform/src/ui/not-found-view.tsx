import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotFoundCode } from '../api/api-error';

export type NotFoundViewProps = { code?: NotFoundCode };

/** 404 with a way back to /projects (R2.28); names the missing entity when known. */
export const NotFoundView = ({ code }: NotFoundViewProps) => {
  const { t } = useTranslation('common');
  return (
    <Stack gap="4" alignItems="flex-start" paddingBlock="8" data-testid="not-found">
      <Text fontSize="5xl" fontWeight="bold" color="fg.muted" lineHeight="1">
        {t('notFound.code')}
      </Text>
      <Heading as="h1" size="lg">
        {t('notFound.title')}
      </Heading>
      <Text>{code ? t(`apiErrors.${code}`) : t('notFound.message')}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/projects">{t('notFound.backToProjects')}</Link>
      </Button>
    </Stack>
  );
};
