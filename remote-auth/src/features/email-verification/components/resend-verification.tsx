import { EmailField, isEmailAddress } from '@ontoloom/platform';
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { isApiError, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/use-resend-verification';
import { useCooldown } from '../hooks/use-cooldown';

/** Long enough that a mail server is not hammered, short enough that a lost mail is not a wall. */
export const RESEND_COOLDOWN_SECONDS = 60;

export type ResendVerificationProps = { email?: string };

/** Sends the verification mail again; asks for the address when the link did not carry it. */
export function ResendVerification({ email: knownEmail }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(t('fields.emailInvalid'));
      return;
    }
    setError(null);
    resend.mutate(address, {
      onSuccess: () => {
        cooldown.start();
        toaster.create({ type: 'success', title: t('verification.resent', { email: address }) });
      },
      onError: (failure) => {
        if (isApiError(failure, 429)) cooldown.start();
        if (!isApiError(failure, 412)) {
          toaster.create({
            type: 'error',
            title: t('verification.resendFailed'),
            description: errorMessage(t, failure),
          });
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        {knownEmail ? null : (
          <EmailField label={t('fields.email')} value={email} onChange={setEmail} error={error} />
        )}
        <Button
          type="submit"
          variant="outline"
          loading={resend.isPending}
          disabled={cooldown.active}
        >
          {t('verification.resend')}
        </Button>
        {/* Not a live region: a screen reader would read every tick; the toast already spoke. */}
        {cooldown.active ? (
          <Text textStyle="sm" color="fg.muted">
            {t('verification.cooldown', { count: cooldown.remaining })}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
