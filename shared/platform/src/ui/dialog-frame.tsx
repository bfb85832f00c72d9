import { useState, type ReactNode } from 'react';
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

/**
 * What the dialog showed while it was last open. Callers clear what the dialog is about as they
 * close it ("which user", "which project"), but the dialog still fades out for a moment: without
 * this it would fade out blank, with an empty title and unnamed buttons.
 */
function useHeldWhileClosing<T extends Record<string, unknown>>(open: boolean, shown: T): T {
  const [held, setHeld] = useState(shown);
  const changed = Object.keys(shown).some((key) => held[key] !== shown[key]);
  if (open && changed) setHeld(shown);
  return open ? shown : held;
}

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
  const content = useHeldWhileClosing(open, { title, children, footer });
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
              <Dialog.Title>{content.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{content.children}</Dialog.Body>
            <Dialog.Footer>{content.footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
