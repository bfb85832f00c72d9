import { Alert, Checkbox, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type CommitNoticeProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
};

/** R4.05: a finished run that is not committed yet goes in only if it is committed first. */
export function CommitNotice({ checked, onChange, error }: CommitNoticeProps) {
  const { t } = useTranslation('knowledgeBases');
  return (
    <Alert.Root status={error ? 'error' : 'warning'} size="sm" data-testid="commit-notice">
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Title>{t('create.commitTitle')}</Alert.Title>
        <Alert.Description>{t('create.commitExplain')}</Alert.Description>
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('create.commitFirst')}</Checkbox.Label>
        </Checkbox.Root>
        {error ? <Alert.Description>{error}</Alert.Description> : null}
      </Stack>
    </Alert.Root>
  );
}
