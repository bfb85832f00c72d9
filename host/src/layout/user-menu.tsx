import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import { clearToken, queryClient } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type UserMenuProps = { user: CurrentUser };

export const UserMenu = ({ user }: UserMenuProps) => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  const signOut = () => {
    clearToken();
    // Nothing of the previous user may survive in the shared cache.
    queryClient.clear();
    void navigate('/auth/login');
  };

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('nav.userMenu')}>
          <Text as="span" maxW="40" truncate>
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
            <Menu.Item value="sign-out" onSelect={signOut}>
              {t('nav.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
