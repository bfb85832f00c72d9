import { useState } from 'react';
import { Box, Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  currentUserQueryOptions,
  isApiError,
  toaster,
  errorMessage,
  formatDate,
} from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRotateApiKey } from '../api/use-rotate-api-key';
import { NewKeyPanel } from './new-key-panel';

/** R1.05: one API key per user, shown in full once, masked afterwards with its creation date. */
export function ApiKeyPage() {
  const { t, i18n } = useTranslation('settings');
  const { data: me } = useSuspenseQuery(currentUserQueryOptions());
  const rotate = useRotateApiKey();
  const [confirming, setConfirming] = useState(false);
  const [newKey, setNewKey] = useState<string>();
  const hasKey = Boolean(me.masked_api_key);

  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: (key) => {
        setNewKey(key.api_key);
        setConfirming(false);
        toaster.create({ type: 'success', title: t('apiKeys.created') });
      },
      onError: (error) => {
        setConfirming(false);
        if (isApiError(error, 412)) return;
        toaster.create({
          type: 'error',
          title: t('apiKeys.failed'),
          description: errorMessage(t, error),
        });
      },
    });

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('apiKeys.title')}
        </Heading>
        <Text color="fg.muted">{t('apiKeys.description')}</Text>
      </Stack>
      {newKey ? <NewKeyPanel apiKey={newKey} /> : null}
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            {hasKey ? (
              <Box>
                <Text textStyle="sm" color="fg.muted">
                  {t('apiKeys.current')}
                </Text>
                <Code size="lg" aria-label={t('apiKeys.maskedLabel')}>
                  {me.masked_api_key}
                </Code>
                {me.api_key_created_at ? (
                  <Text textStyle="sm" color="fg.muted" mt="2">
                    {t('apiKeys.createdAt', {
                      date: formatDate(me.api_key_created_at, i18n.language, 'detail'),
                    })}
                  </Text>
                ) : null}
              </Box>
            ) : (
              <Text>{t('apiKeys.none')}</Text>
            )}
            <Box>
              <Button
                colorPalette="brand"
                variant={hasKey ? 'outline' : 'solid'}
                loading={rotate.isPending && !confirming}
                onClick={() => (hasKey ? setConfirming(true) : create())}
              >
                {hasKey ? t('apiKeys.rotate') : t('apiKeys.create')}
              </Button>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Text textStyle="sm" color="fg.muted">
        {t('apiKeys.usage')}
      </Text>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => setConfirming(open)}
        title={t('apiKeys.rotateTitle')}
        body={t('apiKeys.rotateBody')}
        confirmLabel={t('apiKeys.rotate')}
        destructive
        pending={rotate.isPending}
        onConfirm={create}
      />
    </Stack>
  );
}
