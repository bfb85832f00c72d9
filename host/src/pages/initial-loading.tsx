import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's loaders run (before anything else can render). */
export const InitialLoading = () => {
  const { t } = useTranslation('common');
  return (
    <AbsoluteCenter>
      <Spinner size="lg" color="brand.solid" role="status" aria-label={t('pending.loading')} />
    </AbsoluteCenter>
  );
};
