import { Alert, Box, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatCredits, formatDate } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creditsUsageQueryOptions } from '../api/credits-queries';

/** Bar colour by how much of the quota is gone: calm, then a warning, then exceeded. */
const paletteFor = (ratio: number, exceeded: boolean) =>
  exceeded ? 'red' : ratio >= 0.8 ? 'orange' : 'brand';

/** R3.07 R9.03: the current period's credits, rounded up, with a quota bar. */
export function BillingPage() {
  const { t, i18n } = useTranslation('settings');
  const { data: usage } = useSuspenseQuery(creditsUsageQueryOptions());
  const credits = (value: number) => formatCredits(value, i18n.language);
  // Periods are whole UTC days.
  const date = {
    format: (value: Date) => formatDate(value, i18n.language, 'sentence', { timeZone: 'UTC' }),
  };
  // The end is exclusive: the period's last day is the day before it.
  const lastDay = new Date(new Date(usage.period_end).getTime() - 1);
  const ratio = usage.credits_quota > 0 ? usage.credits_used / usage.credits_quota : 1;
  const percent = Math.min(100, Math.ceil(ratio * 100));
  // From the rounded-up figure shown, so "used" and "left" always add up to the quota.
  const remaining = Math.max(0, usage.credits_quota - Math.ceil(usage.credits_used));

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('billing.title')}
        </Heading>
        <Text color="fg.muted">{t('billing.description')}</Text>
      </Stack>
      {usage.quota_exceeded ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('billing.exceededTitle')}</Alert.Title>
            <Alert.Description>
              {t('billing.exceeded', { date: date.format(new Date(usage.period_end)) })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('billing.period', {
                start: date.format(new Date(usage.period_start)),
                end: date.format(lastDay),
              })}
            </Text>
            <HStack align="baseline" gap="2" wrap="wrap">
              <Text textStyle="3xl" fontWeight="semibold" data-testid="credits-used">
                {credits(usage.credits_used)}
              </Text>
              <Text color="fg.muted">
                {t('billing.ofQuota', { quota: credits(usage.credits_quota) })}
              </Text>
            </HStack>
            <Progress.Root
              value={percent}
              max={100}
              colorPalette={paletteFor(ratio, usage.quota_exceeded)}
              size="lg"
            >
              {/* The track is the progressbar element; it names what the bar measures. */}
              <Progress.Track
                aria-label={t('billing.barLabel')}
                aria-valuetext={t('billing.barValue', {
                  used: credits(usage.credits_used),
                  quota: credits(usage.credits_quota),
                  percent,
                })}
              >
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack justify="space-between" wrap="wrap" textStyle="sm">
              <Text>{t('billing.percentUsed', { percent })}</Text>
              <Text>{t('billing.remaining', { remaining: credits(remaining) })}</Text>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Box>
        <Text textStyle="sm" color="fg.muted">
          {t('billing.renews', { date: date.format(new Date(usage.period_end)) })}
        </Text>
      </Box>
    </Stack>
  );
}
