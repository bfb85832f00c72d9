import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncompatibleRemote } from '../routing/module-load-error';
import { reloadWithGuard, reloadedRecently } from '../session/reload-guard';

/**
 * Shown when a lazy module or a remote fails to load (R2.30): the page must be reloaded to
 * pick up the deployed chunks. Never reloads by itself; after a recent reload it says so. A
 * remote refused for the contract version it was built for gets the compatibility wording.
 */
export const ReloadDialog = ({ incompatible }: { incompatible?: IncompatibleRemote }) => {
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
