import { Alert, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/error-message';
import { EmailField, PasswordField } from '../ui/text-field';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { getConfig } from '../config/load-config';
import { setToken } from '../session/token';
import { DEV_SHELL_NAMESPACE } from './locales';
import { safeRedirectTarget } from './safe-redirect';

/**
 * `/auth/login` of a dev shell whose remote has no sign-in of its own: email and password
 * against the API's token endpoint, then on to `/` which follows the `redirect` param.
 */
export const DevSignInPage = () => {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const api = getConfig().API_URL;

  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => apiRequest('token', { body }),
    onSuccess: (token) => {
      setToken(token.access_token);
      // Nothing cached for an earlier session may leak into this one.
      queryClient.clear();
      const target = safeRedirectTarget(search.get('redirect'));
      void navigate(target ? `/?${new URLSearchParams({ redirect: target })}` : '/', {
        replace: true,
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password };
    setMissing(!credentials.email || !credentials.password);
    if (credentials.email && credentials.password) signIn.mutate(credentials);
  };

  const failure = (() => {
    if (missing) return t('signIn.required');
    const { error } = signIn;
    if (!error) return null;
    if (isApiError(error, 401)) return t('signIn.wrongCredentials');
    if (isApiError(error)) return t('signIn.failed', { message: errorMessage(t, error) });
    // fetch itself failed: nothing answers at that address (or CORS refused this origin).
    return t('signIn.unreachable', { api });
  })();

  return (
    <Box paddingBlock={{ base: '2', md: '10' }}>
      <Card.Root maxW="md" marginInline="auto" variant="elevated">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <Stack gap="2">
                <Heading as="h1" size="xl">
                  {t('signIn.title')}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {t('signIn.description', { api })}
                </Text>
              </Stack>
              {failure && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <EmailField label={t('signIn.email')} value={email} onChange={setEmail} />
              <PasswordField
                label={t('signIn.password')}
                purpose="current"
                value={password}
                onChange={setPassword}
              />
              <Button type="submit" colorPalette="brand" loading={signIn.isPending}>
                {t('signIn.submit')}
              </Button>
              <Text color="fg.muted" textStyle="xs">
                {t('signIn.apiHint')}
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
};
