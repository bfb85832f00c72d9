import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  submitLabel: string;
  /** Called on submit (Enter or the button), the browser's default and bubbling stopped. */
  onSubmit: () => void;
  pending?: boolean;
  submitDisabled?: boolean;
  /** What went wrong (e.g. the API's message), shown under the fields as an alert. */
  error?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The fields; mounted only while the dialog is open. */
  children: ReactNode;
};

/**
 * A dialog around one form: title, fields, an error, Cancel and the submit button. Its content sits
 * in a portal, yet React events still bubble to a form around the opener: submit stops here.
 */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  pending = false,
  submitDisabled = false,
  error,
  size = 'md',
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!pending && !submitDisabled) onSubmit();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      size={size}
      form
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={pending}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          {children}
          {error ? (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </DialogFrame>
  );
}
