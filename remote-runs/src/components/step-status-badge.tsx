import { Badge } from '@chakra-ui/react';
import type { StepStatus } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<StepStatus, string> = {
  pending: 'gray',
  queued: 'purple',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  canceled: 'orange',
  skipped: 'gray',
};

export type StepStatusBadgeProps = { status: StepStatus };

export function StepStatusBadge({ status }: StepStatusBadgeProps) {
  const { t } = useTranslation('runs');
  return (
    <Badge size="sm" colorPalette={PALETTE[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
