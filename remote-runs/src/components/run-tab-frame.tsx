import { Alert, Box, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A tab's loading notice: a skeleton with a label for screen readers (R2.22). */
export function TabSkeleton() {
  const { t } = useTranslation('runs');
  return (
    <Box role="status" aria-busy="true" data-testid="tab-skeleton">
      <VisuallyHidden>{t('run.tabLoading')}</VisuallyHidden>
      <Stack gap="3">
        <Skeleton height="6" width="40%" />
        <SkeletonText noOfLines={4} gap="2" />
        <Skeleton height="24" />
      </Stack>
    </Box>
  );
}

/** A tab's content, which may suspend while its queries load. */
export function RunTabFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<TabSkeleton />}>{children}</Suspense>;
}

export type NoticeProps = { title: string; description?: string; status?: 'info' | 'warning' };

export function Notice({ title, description, status = 'info' }: NoticeProps) {
  return (
    <Alert.Root status={status} size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
