import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type ErrorViewProps = { error?: unknown; onRetry?: () => void; title?: string };

const messageOf = (error: unknown): string | null => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
};

/** Generic error page: the error's message or a fallback, and a retry that refetches (R2.29). */
export const ErrorView = ({ error, onRetry, title }: ErrorViewProps) => {
  const { t } = useTranslation('common');
  return (
    <Stack role="alert" gap="4" alignItems="flex-start" paddingBlock="8">
      <Heading as="h1" size="lg">
        {title ?? t('error.title')}
      </Heading>
      <Text color="fg.muted">{messageOf(error) ?? t('error.fallback')}</Text>
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </Stack>
  );
};
