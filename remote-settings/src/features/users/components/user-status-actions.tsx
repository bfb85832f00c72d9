import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { User } from '@ontoloom/contract';
import { ConfirmDialog, isApiError, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useUpdateUserStatus } from '../api/use-update-user-status';
import { STATUS_TRANSITIONS, type StatusAction } from '../status-transitions';

export type UserStatusActionsProps = { user: User; isSelf: boolean };

/** The status changes allowed from the user's current status, each confirmed first. */
export function UserStatusActions({ user, isSelf }: UserStatusActionsProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateUserStatus();
  const [chosen, setChosen] = useState<StatusAction | null>(null);
  const transitions = STATUS_TRANSITIONS[user.status];
  const target = transitions.find((transition) => transition.action === chosen);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  if (isSelf) return <Text color="fg.muted">{t('actions.notOnSelf')}</Text>;
  if (transitions.length === 0) return null;

  const confirm = () => {
    if (!target) return;
    update.mutate(
      { userId: user.id, status: target.to },
      {
        onSuccess: (updated) => {
          toaster.create({
            type: 'success',
            title: t(`actions.${target.action}.done`, { name }),
            description: t('actions.nowStatus', { status: t(`statuses.${updated.status}`) }),
          });
          setChosen(null);
        },
        onError: (error) => {
          if (isApiError(error, 412)) return;
          toaster.create({
            type: 'error',
            title: t('actions.failed'),
            description: errorMessage(t, error),
          });
        },
      },
    );
  };

  return (
    <>
      <HStack gap="3" wrap="wrap">
        {transitions.map(({ action }) => (
          <Button
            key={action}
            variant={action === 'approve' || action === 'reactivate' ? 'solid' : 'outline'}
            colorPalette={action === 'approve' || action === 'reactivate' ? 'brand' : 'red'}
            onClick={() => setChosen(action)}
          >
            {t(`actions.${action}.label`)}
          </Button>
        ))}
      </HStack>
      <ConfirmDialog
        open={target !== undefined}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={target ? t(`actions.${target.action}.title`, { name }) : ''}
        body={target ? t(`actions.${target.action}.body`, { name, email: user.email }) : ''}
        confirmLabel={target ? t(`actions.${target.action}.label`) : ''}
        destructive={target?.action === 'refuse' || target?.action === 'deactivate'}
        pending={update.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
