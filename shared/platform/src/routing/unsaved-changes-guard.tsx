import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/lazy-parts';

export type UnsavedChangesGuardProps = {
  /** True while there is work that leaving would lose. */
  when: boolean;
};

/**
 * Asks before leaving a page with unsaved work: in-app navigation gets a dialog (stay or leave),
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={t('unsaved.title')}
      body={t('unsaved.body')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
