import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type {
  DashboardData,
  DashboardParameter,
  DashboardWidget,
  WidgetData,
} from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { WidgetBody } from './widget-body';

export type WidgetCardProps = {
  widget: DashboardWidget;
  parameters: DashboardParameter[];
  /** The value its click sets, when set: that bar, slice or row stands out. */
  selected: string | undefined;
  answer: DashboardData['widgets'][number] | undefined;
  loading: boolean;
  refreshing: boolean;
  onSetParam: (name: string, value: string) => void;
};

const isEmpty = (data: WidgetData) => {
  switch (data.type) {
    case 'metric':
      return data.value === null;
    case 'table':
      return data.rows.length === 0;
    case 'graph':
      return data.nodes.length === 0;
    default:
      return data.series.length === 0;
  }
};

/** A widget's frame: its title, then its skeleton, its own error, its empty state or its data. */
export function WidgetCard({
  widget,
  parameters,
  selected,
  answer,
  loading,
  refreshing,
  onSetParam,
}: WidgetCardProps) {
  const { t } = useTranslation('knowledgeBases');
  const param = widget.on_click?.set_param;
  const paramType = parameters.find((parameter) => parameter.name === param)?.type;
  // A graph node sets its entity id for an `entity` parameter, its label otherwise.
  const onPick = param
    ? (label: string, id?: string) => onSetParam(param, paramType === 'entity' && id ? id : label)
    : undefined;

  let content;
  if (loading) {
    content = <Skeleton height={widget.type === 'metric' ? '12' : '48'} />;
  } else if (!answer || answer.error) {
    const code = answer?.error?.code ?? '';
    content = (
      <Stack gap="1" role="alert">
        <Text color="fg.error" fontWeight="medium">
          {t(`dashboard.errors.${code}`, {
            defaultValue: t(`common:apiErrors.${code}`, {
              defaultValue: t('dashboard.errors.fallback'),
            }),
          })}
        </Text>
        {answer?.error?.detail ? (
          <Text textStyle="xs" color="fg.muted">
            {answer.error.detail}
          </Text>
        ) : null}
      </Stack>
    );
  } else if (!answer.data || isEmpty(answer.data)) {
    content = (
      <Text color="fg.muted" textStyle="sm">
        {t('dashboard.empty')}
      </Text>
    );
  } else {
    content = (
      <WidgetBody title={widget.title} data={answer.data} onPick={onPick} selected={selected} />
    );
  }

  return (
    <Card.Root
      as="section"
      size="sm"
      height="full"
      aria-label={widget.title}
      data-testid={`widget-${widget.id}`}
      opacity={refreshing ? 0.7 : 1}
      transition="opacity 0.2s"
    >
      <Card.Header>
        <Heading as="h3" size="sm">
          {widget.title}
        </Heading>
        {onPick ? (
          <Text textStyle="xs" color="fg.muted">
            {t('dashboard.clickHint')}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        <Box minW="0">{content}</Box>
      </Card.Body>
    </Card.Root>
  );
}
