import { List, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../password-bounds';

export type PasswordRulesProps = { password: string };

/** The password rules, each marked as met while the user types (none is met by an empty field). */
export function PasswordRules({ password }: PasswordRulesProps) {
  const { t } = useTranslation('auth');
  const typed = password.length > 0;
  const rules = [
    {
      key: 'min',
      met: password.length >= PASSWORD_MIN,
      text: t('signUp.ruleMin', { min: PASSWORD_MIN }),
    },
    {
      key: 'max',
      met: typed && password.length <= PASSWORD_MAX,
      text: t('signUp.ruleMax', { max: PASSWORD_MAX }),
    },
  ];
  return (
    <List.Root as="ul" gap="0.5" ps="0" listStyleType="none">
      {rules.map((rule) => (
        <List.Item key={rule.key} color={rule.met ? 'green.fg' : 'fg.muted'}>
          <span aria-hidden="true">{rule.met ? '✓ ' : '• '}</span>
          {rule.text}
          <VisuallyHidden>{rule.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')}</VisuallyHidden>
        </List.Item>
      ))}
    </List.Root>
  );
}
