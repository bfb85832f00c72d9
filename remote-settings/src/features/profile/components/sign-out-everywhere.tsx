import { useState } from 'react';
import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  isApiError,
  signOutEverywhere,
  toaster,
  errorMessage,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Ends every session of the user on the server (this one too), after a confirmation. */
export function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await signOutEverywhere();
      void navigate('/auth/login', { replace: true });
    } catch (error) {
      setPending(false);
      setConfirming(false);
      // 412 goes to the reload flow; anything else is said here, and the user stays signed in.
      if (isApiError(error, 412)) return;
      toaster.create({
        type: 'error',
        title: t('sessions.failed'),
        description: errorMessage(t, error),
      });
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('sessions.title')}
          </Heading>
          <Text color="fg.muted">{t('sessions.description')}</Text>
          <Box>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('sessions.signOutEverywhere')}
            </Button>
          </Box>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sessions.confirmTitle')}
        body={t('sessions.confirmBody')}
        confirmLabel={t('sessions.signOutEverywhere')}
        destructive
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </Card.Root>
  );
}
