import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { errorMessage } from '../api/error-message';

export type ErrorViewProps = { error?: unknown; onRetry?: () => void; title?: string };

/**
 * Generic error page: what failed in the reader's language, and a retry that refetches (R2.29).
 * A server failure also shows its request id, which finds the server's log line.
 */
export const ErrorView = ({ error, onRetry, title }: ErrorViewProps) => {
  const { t } = useTranslation('common');
  const message = error === undefined ? t('error.fallback') : errorMessage(t, error);
  const requestId = error instanceof ApiError && error.status >= 500 ? error.requestId : null;
  return (
    <Stack role="alert" gap="4" alignItems="flex-start" paddingBlock="8">
      <Heading as="h1" size="lg">
        {title ?? t('error.title')}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      {requestId && (
        <Text fontSize="sm" color="fg.muted" data-testid="request-id">
          {t('error.requestId', { id: requestId })}
        </Text>
      )}
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </Stack>
  );
};
