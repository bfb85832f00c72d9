import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  destructive?: boolean;
  /** While the confirmed action runs: the button spins and the dialog stays open. */
  pending?: boolean;
};

/** Asks before an action (e.g. deleting a project); red confirm button when destructive. */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  onConfirm,
  cancelLabel,
  destructive = false,
  pending = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('common');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette={destructive ? 'red' : 'brand'}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </DialogFrame>
  );
};
