import { Text } from '@chakra-ui/react';
import type { WidgetData } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../api/format-number';
import { ChartWidget } from './chart-widget';
import { GraphWidget } from './graph-widget';
import { TableWidget } from './table-widget';

export type WidgetBodyProps = {
  title: string;
  data: WidgetData;
  /** Cross-filtering: what a click on a bar, slice, row or node sets (absent: not clickable). */
  onPick?: (label: string, id?: string) => void;
  selected?: string;
};

export function WidgetBody({ title, data, onPick, selected }: WidgetBodyProps) {
  const { i18n } = useTranslation('knowledgeBases');
  switch (data.type) {
    case 'metric':
      return (
        <Text fontSize="4xl" fontWeight="semibold" lineHeight="1.1">
          {data.value === null ? '—' : formatNumber(data.value, i18n.language)}
        </Text>
      );
    case 'table':
      return <TableWidget title={title} data={data} onPick={onPick} selected={selected} />;
    case 'graph':
      return <GraphWidget title={title} data={data} onPick={onPick} />;
    default:
      return <ChartWidget title={title} data={data} onPick={onPick} selected={selected} />;
  }
}
