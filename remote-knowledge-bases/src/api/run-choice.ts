import type { ExtractionRun } from '@ontoloom/contract';

/**
 * Whether a run can go into a knowledge base: committed (frozen), or finished (deduplication ran
 * or was skipped: `current_step` is null and the run succeeded) and so committable first.
 */
export type RunChoice = 'committed' | 'committable' | 'unfinished';

export const runChoiceOf = (run: ExtractionRun): RunChoice => {
  if (run.committed_at !== null) return 'committed';
  if (run.current_step === null && run.status === 'succeeded') return 'committable';
  return 'unfinished';
};
