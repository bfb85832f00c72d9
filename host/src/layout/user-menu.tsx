import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import { signOut } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type UserMenuProps = { user: CurrentUser };

export const UserMenu = ({ user }: UserMenuProps) => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  // The server revokes the token; nothing of the previous user survives in the shared cache.
  const endSession = () => void signOut().then(() => navigate('/auth/login'));

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
            <Menu.Item value="sign-out" onSelect={endSession}>
              {t('nav.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
