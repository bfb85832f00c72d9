import type { ExtractionRun } from '@ontoloom/contract';
import type { TFunction } from 'i18next';
import { runChoiceOf } from '../api/run-choice';
import type { SelectOption } from '@ontoloom/platform';

/**
 * A run as a picker option, with where it stands: committed, finished (can be committed first),
 * or still at a step (its status), which cannot be chosen.
 */
export const runOption = (t: TFunction, run: ExtractionRun): SelectOption => {
  const choice = runChoiceOf(run);
  const state =
    choice === 'unfinished'
      ? t('runPicker.unfinished', {
          step: run.current_step ? t(`runPicker.steps.${run.current_step}`) : '',
          status: t(`runPicker.status.${run.status}`),
        })
      : t(`runPicker.${choice}`);
  return {
    value: run.id,
    label: t('runPicker.option', { name: run.name, state }),
    disabled: choice === 'unfinished',
  };
};
