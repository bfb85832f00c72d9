import { Badge } from '@chakra-ui/react';
import type { UserStatus } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../status-transitions';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('settings');
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
