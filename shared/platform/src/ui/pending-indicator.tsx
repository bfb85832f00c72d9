import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useDelayedPending } from '../routing/use-delayed-pending';

export type PendingBarProps = { visible: boolean };

/** Thin bar at the top of the page; the label is for screen readers. */
export const PendingBar = ({ visible }: PendingBarProps) => {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t('pending.loading')}
      data-testid="pending-indicator"
      position="fixed"
      insetInline="0"
      top="0"
      height="1"
      zIndex="overlay"
      bg="brand.solid"
      animationName="pulse"
      animationDuration="slowest"
      animationIterationCount="infinite"
    >
      <VisuallyHidden>{t('pending.loading')}</VisuallyHidden>
    </Box>
  );
};

/** The router's pending view: shown after 200 ms of navigation, held at least 350 ms. */
export const PendingIndicator = () => {
  const navigation = useNavigation();
  const visible = useDelayedPending(navigation.state !== 'idle');
  return <PendingBar visible={visible} />;
};
