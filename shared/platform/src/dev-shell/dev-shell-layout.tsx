import { Badge, Button, Code, Spacer, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { LanguageSelect } from '../i18n/language-select';
import { currentUserQueryOptions } from '../query/user-queries';
import { PageTitle } from '../routing/page-title';
import { signOut } from '../session/sign-out';
import { getToken } from '../session/token';
import { AppHeader, AppMain } from '../ui/app-frame';
import { PendingIndicator } from '../ui/pending-indicator';
import { DEV_SHELL_NAMESPACE } from './locales';

export type DevShellLayoutProps = { remoteName: string };

/** Header (which remote this is, language, the signed-in user, sign out), breadcrumbs, content. */
export const DevShellLayout = ({ remoteName }: DevShellLayoutProps) => {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = Boolean(getToken());
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });

  const endSession = () => void signOut().then(() => navigate('/auth/login'));

  return (
    <>
      <PageTitle />
      <PendingIndicator />
      <AppHeader homePath="/">
        <Badge colorPalette="orange" variant="surface">
          {t('badge')}
        </Badge>
        <Text textStyle="sm" color="fg.muted">
          <Trans
            t={t}
            i18nKey="remote"
            values={{ name: remoteName }}
            components={{ code: <Code /> }}
          />
        </Text>
        <Spacer />
        <LanguageSelect />
        {signedIn && user && (
          <>
            <Text as="span" textStyle="sm" maxW="64" truncate title={user.email}>
              {tCommon('nav.signedInAs', { name: user.email })}
            </Text>
            <Button size="sm" variant="outline" onClick={endSession}>
              {tCommon('nav.signOut')}
            </Button>
          </>
        )}
      </AppHeader>
      <AppMain>
        <Outlet />
      </AppMain>
      <ScrollRestoration />
    </>
  );
};
