import { useState } from 'react';
import { Alert, Button, Code, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type NewKeyPanelProps = { apiKey: string };

/** The clear key, shown once right after creation, with a copy button. */
export function NewKeyPanel({ apiKey }: NewKeyPanelProps) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      // No clipboard access (insecure origin, denied permission): the key stays selectable.
      setCopied('failed');
    }
  };
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Alert.Title>{t('apiKeys.newTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="2">
            <span>{t('apiKeys.newHint')}</span>
            <HStack gap="2" wrap="wrap">
              <Code
                aria-label={t('apiKeys.newKeyLabel')}
                data-testid="new-api-key"
                size="md"
                wordBreak="break-all"
                whiteSpace="normal"
                maxW="full"
              >
                {apiKey}
              </Code>
              <Button size="sm" variant="outline" onClick={() => void copy()}>
                {copied === true ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            </HStack>
            {copied === 'failed' ? <span role="alert">{t('apiKeys.copyFailed')}</span> : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
