import { Progress } from '@chakra-ui/react';
import type { StepProgress, StepStatus } from '@ontoloom/contract';

export type ProgressLineProps = {
  label: string;
  progress: StepProgress;
  status: StepStatus;
  /** Shown after the bar, e.g. "3 / 10". */
  valueText: string;
};

/** A labelled progress bar (role progressbar with its value); indeterminate while queued. */
export function ProgressLine({ label, progress, status, valueText }: ProgressLineProps) {
  const { done, total } = progress;
  const value =
    status === 'queued' || (status === 'running' && total === 0)
      ? null
      : total === 0
        ? status === 'succeeded'
          ? 100
          : 0
        : Math.min(100, Math.round((done / total) * 100));
  return (
    <Progress.Root
      value={value}
      size="sm"
      colorPalette={status === 'failed' ? 'red' : 'brand'}
      flex="1"
      minW="24"
    >
      {/* The track is the progressbar: it carries the name (Chakra would name it by its value). */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText textStyle="xs" color="fg.muted" minW="16" textAlign="end">
        {valueText}
      </Progress.ValueText>
    </Progress.Root>
  );
}
