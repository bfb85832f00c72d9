import { errorMessage, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useRunAction, type RunAction, type RunScope } from '../../../api/use-run-mutations';
import { showActionError } from '../../../components/step-error-toast';

/**
 * Manual modifications of the results: each one toasts what changed with an Undo button
 * (`{type: 'undo'}` reverts the last modification on the server).
 */
type ApplyOptions = { onDone?: () => void; inDialog?: boolean };

export function useModify(scope: RunScope) {
  const { t } = useTranslation('runs');
  const action = useRunAction(scope);
  const undo = () =>
    action.mutate(
      { type: 'undo' },
      {
        onSuccess: () => toaster.create({ type: 'info', title: t('results.undone') }),
        onError: (error) => showActionError(t, error, t('results.undoFailed')),
      },
    );
  /** `inDialog`: the dialog shows a failure; otherwise a toast does. */
  const apply = (change: RunAction, { onDone, inDialog = false }: ApplyOptions = {}) =>
    action.mutate(change, {
      onError: (error) => (inDialog ? undefined : showActionError(t, error)),
      onSuccess: () => {
        onDone?.();
        toaster.create({
          type: 'success',
          title: t(`results.done.${change.type}`),
          action: { label: t('results.undo'), onClick: undo },
        });
      },
    });
  return {
    apply,
    undo,
    reset: action.reset,
    isPending: action.isPending,
    lastType: action.variables?.type ?? null,
    /** The failed modification's message, for the dialog that asked for it. */
    error:
      action.error && action.variables?.type !== 'undo' ? errorMessage(t, action.error) : undefined,
  };
}

export type Modify = ReturnType<typeof useModify>;
