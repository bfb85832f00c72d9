import { lazy, Suspense, useState } from 'react';
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WidgetBoundary } from '../widget-boundary';
import type { SeriesChartData } from './echart';
import { TableWidget } from './table-widget';

// ECharts is loaded with the first chart, in its own chunk: list pages never fetch it.
const EChart = lazy(() => import('./echart'));

export type ChartWidgetProps = {
  title: string;
  data: SeriesChartData;
  onPick?: (label: string) => void;
  selected?: string;
};

/**
 * A bar, line or pie chart, named for screen readers, with its data as a table behind a toggle:
 * the table is also how a keyboard picks a bar or a slice.
 */
export function ChartWidget({ title, data, onPick, selected }: ChartWidgetProps) {
  const { t } = useTranslation('knowledgeBases');
  const [asTable, setAsTable] = useState(false);
  const label = t('dashboard.chartLabel', {
    title,
    kind: t(`dashboard.kinds.${data.type}`),
    count: data.series.length,
  });
  return (
    <Stack gap="2">
      {asTable ? null : (
        <Box role="img" aria-label={label} height={{ base: '64', md: '72' }}>
          <WidgetBoundary
            fallback={
              <Text textStyle="sm" color="fg.muted">
                {t('dashboard.chartFailed')}
              </Text>
            }
          >
            <Suspense fallback={<Skeleton height="full" />}>
              <EChart data={data} onPick={onPick} selected={selected} />
            </Suspense>
          </WidgetBoundary>
        </Box>
      )}
      {asTable ? (
        <TableWidget
          title={title}
          data={{
            columns: ['label', 'value'],
            rows: data.series.map((point) => ({ label: point.label, value: point.value })),
          }}
          onPick={onPick}
          selected={selected}
        />
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        alignSelf="start"
        aria-pressed={asTable}
        onClick={() => setAsTable(!asTable)}
      >
        {asTable ? t('dashboard.showChart') : t('dashboard.showTable')}
      </Button>
    </Stack>
  );
}
