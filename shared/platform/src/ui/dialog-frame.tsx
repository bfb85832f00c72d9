import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Form dialogs mount their fields only while open and scroll inside. */
  form?: boolean;
  children: ReactNode;
  footer: ReactNode;
};

/** The frame the platform's dialogs share: title, body, footer, close button. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  role = 'dialog',
  size = 'md',
  form = false,
  children,
  footer,
}: DialogFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      size={size}
      role={role}
      lazyMount={form}
      unmountOnExit={form}
      scrollBehavior={form ? 'inside' : 'outside'}
      onOpenChange={(details) => onOpenChange(details.open)}
      // A menu that opened the dialog hands focus back to its trigger as it closes: that is not
      // the user leaving. Escape, Cancel and a click outside still close it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
