import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../hooks/use-sign-out';

export type SignOutButtonProps = Pick<ButtonProps, 'variant'>;

export function SignOutButton({ variant = 'outline' }: SignOutButtonProps) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  return (
    <Button variant={variant} onClick={signOut}>
      {t('session.signOut')}
    </Button>
  );
}
