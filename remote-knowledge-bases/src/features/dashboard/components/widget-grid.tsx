import { Grid, GridItem } from '@chakra-ui/react';
import type { DashboardData, DashboardParameter, DashboardWidget } from '@ontoloom/contract';
import { WidgetCard } from '../../../components/widgets/widget-card';

export type WidgetGridProps = {
  widgets: DashboardWidget[];
  parameters: DashboardParameter[];
  /** The parameters' current values (the URL's search params). */
  values: Record<string, string>;
  /** Undefined while the first answer loads: each widget shows its skeleton. */
  data: DashboardData | undefined;
  /** New parameters are loading; the widgets still show the previous answer. */
  refreshing: boolean;
  onSetParam: (name: string, value: string) => void;
};

const byPlace = (a: DashboardWidget, b: DashboardWidget) =>
  (a.layout?.y ?? 0) - (b.layout?.y ?? 0) || (a.layout?.x ?? 0) - (b.layout?.x ?? 0);

/** Widgets on 12 columns (layout x and w) from the tablet width up, one column on a phone. */
export function WidgetGrid({
  widgets,
  parameters,
  values,
  data,
  refreshing,
  onSetParam,
}: WidgetGridProps) {
  const answers = new Map(data?.widgets.map((answer) => [answer.widget_id, answer]));
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }}
      gap="4"
      aria-busy={refreshing}
    >
      {[...widgets].sort(byPlace).map((widget) => {
        const span = Math.min(12, Math.max(1, widget.layout?.w ?? 12));
        const start = Math.min(12 - span, Math.max(0, widget.layout?.x ?? 0)) + 1;
        return (
          <GridItem
            key={widget.id}
            // A phone stacks them; from the tablet width up each sits at its own column (x),
            // so a row may keep a gap the way the dashboard was laid out.
            gridColumn={{ base: '1 / -1', md: `${start} / span ${span}` }}
            minW="0"
          >
            <WidgetCard
              widget={widget}
              parameters={parameters}
              selected={widget.on_click ? values[widget.on_click.set_param] : undefined}
              answer={answers.get(widget.id)}
              loading={data === undefined}
              refreshing={refreshing}
              onSetParam={onSetParam}
            />
          </GridItem>
        );
      })}
    </Grid>
  );
}
