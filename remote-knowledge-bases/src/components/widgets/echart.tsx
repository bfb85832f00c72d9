import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import type { WidgetData } from '@ontoloom/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';

// Only what the dashboards draw: three chart types, their grid and tooltip, the SVG renderer.
echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export type SeriesChartData = Extract<WidgetData, { type: 'bar' | 'line' | 'pie' }>;

export type EChartProps = {
  data: SeriesChartData;
  onPick?: (label: string) => void;
  /** The label the dashboard is filtered by: the others fade. */
  selected?: string;
};

/** The theme's colours, read from Chakra's CSS variables (light or dark as the page is). */
const themeColour = (token: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${token}`).trim() ||
  fallback;

/** No growing bars or turning slices for people who ask for less motion. */
const animate = () =>
  typeof window.matchMedia !== 'function' ||
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const optionOf = (
  data: SeriesChartData,
  rtl: boolean,
  locale: string,
  selected: string | undefined,
) => {
  const numbers = new Intl.NumberFormat(locale);
  const animation = animate();
  const faded = (label: string) =>
    selected !== undefined && label !== selected ? { itemStyle: { opacity: 0.35 } } : {};
  const text = themeColour('fg-muted', '#52525b');
  const brand = themeColour('brand-solid', '#4f46e5');
  if (data.type === 'pie') {
    return {
      animation,
      tooltip: { trigger: 'item', valueFormatter: (value: number) => numbers.format(value) },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          label: { color: text, overflow: 'truncate', width: 120 },
          data: data.series.map((point) => ({
            name: point.label,
            value: point.value,
            ...faded(point.label),
          })),
        },
      ],
    };
  }
  return {
    animation,
    color: [brand],
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => numbers.format(value),
    },
    // The axis labels stay inside the chart (what `containLabel` was before ECharts 6).
    grid: {
      left: 8,
      right: 8,
      top: 16,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'category',
      // Right to left: the first category sits at the right, the value axis too.
      inverse: rtl,
      data: data.series.map((point) => point.label),
      axisLabel: { color: text, overflow: 'truncate', width: 90, interval: 'auto' },
    },
    yAxis: {
      type: 'value',
      position: rtl ? 'right' : 'left',
      axisLabel: { color: text, formatter: (value: number) => numbers.format(value) },
    },
    series: [
      {
        type: data.type,
        data: data.series.map((point) => ({ value: point.value, ...faded(point.label) })),
        ...(data.type === 'bar' ? { barMaxWidth: 48 } : { smooth: false }),
      },
    ],
  };
};

/** A size to draw at only when the box has none (no layout: a hidden tab, tests). */
const fallbackSize = (node: HTMLElement) =>
  node.clientWidth > 0 && node.clientHeight > 0 ? {} : { width: 600, height: 300 };

/** A small React wrapper around one ECharts instance (no wrapper library needed). */
export default function EChart({ data, onPick, selected }: EChartProps) {
  const { i18n } = useTranslation('knowledgeBases');
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    // Without layout (a hidden tab, tests) the chart still gets a size to draw at.
    const instance = echarts.init(node, null, { renderer: 'svg', ...fallbackSize(node) });
    chart.current = instance;
    instance.on('click', (params) => {
      if (typeof params.name === 'string') pick.current?.(params.name);
    });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : // The box's size now (a size given at init would stay fixed: a phone turned, a window
          // narrowed, and the chart would overflow its card).
          new ResizeObserver(() =>
            instance.resize({
              width: node.clientWidth || 'auto',
              height: node.clientHeight || 'auto',
            }),
          );
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  const rtl = i18n.dir(i18n.language) === 'rtl';
  useEffect(() => {
    chart.current?.setOption(optionOf(data, rtl, i18n.language, selected), { notMerge: true });
  }, [data, rtl, i18n.language, selected]);

  return (
    <Box
      ref={element}
      width="full"
      height="full"
      cursor={onPick ? 'pointer' : 'default'}
      aria-hidden="true"
    />
  );
}
