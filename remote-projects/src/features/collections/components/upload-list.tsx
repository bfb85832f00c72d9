import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatBytes } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../hooks/use-uploads';

// Chakra's fg.error is too light for small text on white (axe color-contrast).
const ERROR_TEXT = { base: 'red.700', _dark: 'red.300' };

export type UploadListProps = {
  items: UploadItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
};

/** One row per file: its progress bar, and retry/cancel without touching the others. */
export function UploadList({ items, onRetry, onRemove }: UploadListProps) {
  const { t, i18n } = useTranslation('projects');
  if (items.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('collections.upload.listLabel')}>
      {items.map((item) => {
        const percent = item.file.size > 0 ? Math.round((item.loaded / item.file.size) * 100) : 100;
        const value = item.status === 'done' ? 100 : Math.min(percent, 99);
        return (
          <li key={item.key} data-testid="upload-item" data-status={item.status}>
            <Stack gap="1">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text textStyle="sm" fontWeight="medium" wordBreak="break-all" dir="auto">
                  {item.name}
                </Text>
                <HStack gap="2">
                  <Text textStyle="xs" color={item.status === 'failed' ? ERROR_TEXT : 'fg.muted'}>
                    {item.status === 'failed'
                      ? t('collections.upload.failed')
                      : item.status === 'done'
                        ? t('collections.upload.done', {
                            size: formatBytes(item.file.size, i18n.language),
                          })
                        : t('collections.upload.progress', { percent: value })}
                  </Text>
                  {item.status === 'failed' ? (
                    <Button size="xs" variant="outline" onClick={() => onRetry(item.key)}>
                      {t('collections.upload.retry')}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t(
                      item.status === 'uploading'
                        ? 'collections.upload.cancelFile'
                        : 'collections.upload.removeFile',
                      { name: item.name },
                    )}
                    onClick={() => onRemove(item.key)}
                  >
                    {t(
                      item.status === 'uploading'
                        ? 'collections.upload.cancel'
                        : 'collections.upload.remove',
                    )}
                  </Button>
                </HStack>
              </HStack>
              <Progress.Root
                value={value}
                size="xs"
                colorPalette={item.status === 'failed' ? 'red' : 'brand'}
                // The bar's accessible name says which file it is about.
                translations={{
                  value: () => t('collections.upload.progressLabel', { name: item.name }),
                }}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              {item.failure ? (
                <Text textStyle="xs" color={ERROR_TEXT} role="alert">
                  {item.failure.kind === 'detail'
                    ? item.failure.detail
                    : item.failure.kind === 'refused'
                      ? t('collections.upload.refused', { status: item.failure.status })
                      : t('collections.upload.interrupted')}
                </Text>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
