import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import { SUPPORTED_LANGUAGES, setLanguage, signOut } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type UserMenuProps = { user: CurrentUser };

/**
 * The account menu. On a phone its button shows the user's initials and the menu also holds the
 * language choice, so the header keeps to one row.
 */
export const UserMenu = ({ user }: UserMenuProps) => {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const initials =
    [user.first_name, user.last_name]
      .map((part) => part.trim().charAt(0))
      .join('')
      .toUpperCase() || user.email.charAt(0).toUpperCase();

  // The server revokes the token; nothing of the previous user survives in the shared cache.
  const endSession = () => void signOut().then(() => navigate('/auth/login'));

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('nav.userMenu')}>
          <Text as="span" hideFrom="md" aria-hidden="true" fontWeight="semibold">
            {initials}
          </Text>
          <Text as="span" hideBelow="md" maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('nav.signedInAs', { name: user.email })}</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.ItemGroup hideFrom="md">
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={i18n.resolvedLanguage ?? i18n.language}
                onValueChange={(details) => void setLanguage(details.value)}
              >
                {SUPPORTED_LANGUAGES.map((language) => (
                  <Menu.RadioItem key={language} value={language}>
                    {t(`language.names.${language}`)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator hideFrom="md" />
            <Menu.Item value="sign-out" onSelect={endSession}>
              {t('nav.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
