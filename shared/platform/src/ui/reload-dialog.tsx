import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncompatibleRemote } from '../routing/module-load-error';
import { reloadPage } from '../session/reload-page';

/** sessionStorage key remembering when the dialog last reloaded the page. */
export const RELOAD_GUARD_KEY = 'ontoloom.reload-guard';
/** A second failure this soon after a reload means reloading again would just loop. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;

const readLastReload = (): number => {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
};

/** True when the page was reloaded by this dialog moments ago and failed again. */
export const reloadedRecently = (now = Date.now()): boolean =>
  now - readLastReload() < RELOAD_GUARD_WINDOW_MS;

export const reloadWithGuard = (): void => {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Without storage the guard is off; the user still decides when to reload.
  }
  reloadPage();
};

/**
 * Shown when a lazy module or a remote fails to load (R2.30): the page must be reloaded to
 * pick up the deployed chunks. Never reloads by itself; after a recent reload it says so. A
 * remote refused for the contract version it was built for gets the compatibility wording.
 */
export const ReloadDialog = ({ incompatible }: { incompatible?: IncompatibleRemote } = {}) => {
  const { t } = useTranslation('common');
  const [stillFailing] = useState(reloadedRecently);
  return (
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {incompatible ? t('reload.incompatibleTitle') : t('reload.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {incompatible
                  ? t('reload.incompatibleBody', {
                      builtFor: incompatible.builtFor,
                      supported: incompatible.supported,
                    })
                  : t('reload.body')}
              </Text>
              {stillFailing && (
                <Text marginTop="3" color="fg.muted">
                  {t('reload.stillFailing')}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={reloadWithGuard}>
                {t('reload.action')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
