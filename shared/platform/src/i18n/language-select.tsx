import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, setLanguage } from './i18n';

/** Language picker; switching loads the language's bundles, then flips `<html dir lang>`. */
export const LanguageSelect = () => {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void setLanguage(event.currentTarget.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
};
