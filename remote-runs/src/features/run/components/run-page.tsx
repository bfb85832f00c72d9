import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCredits } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { isRunActive } from '../../../api/run-status';
import { useLiveRun } from '../../../api/use-live-run';
import { useRun } from '../../../api/use-run';
import { useRunAction, useSetRunArchived } from '../../../api/use-run-mutations';
import { RunTabFrame } from '../../../components/run-tab-frame';
import { showActionError } from '../../../components/step-error-toast';
import { StepStatusBadge } from '../../../components/step-status-badge';
import { RunProgress } from './run-progress';
import { RunTabs } from './run-tabs';

/** R2.22: the run's header, live progress, and the tabs chunking … results. */
export function RunPage() {
  const { t, i18n } = useTranslation('runs');
  const { run, scope } = useRun();
  useLiveRun(run);
  const action = useRunAction(scope);
  const setArchived = useSetRunArchived();
  const active = isRunActive(run);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="xl" wordBreak="break-word">
              {run.name}
            </Heading>
            <StepStatusBadge status={run.status} />
            {run.committed_at ? (
              <Badge colorPalette="green">{t('run.committedBadge')}</Badge>
            ) : null}
            {run.archived_at ? <Badge>{t('list.archivedBadge')}</Badge> : null}
          </HStack>
          {run.description ? (
            <Text color="fg.muted" textStyle="sm">
              {run.description}
            </Text>
          ) : null}
          <Text color="fg.muted" textStyle="xs">
            {t('run.creditsUsed', { credits: formatCredits(run.credits_used, i18n.language) })}
          </Text>
        </Stack>
        {active ? (
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            loading={action.isPending && action.variables?.type === 'cancel'}
            onClick={() =>
              action.mutate({ type: 'cancel' }, { onError: (error) => showActionError(t, error) })
            }
          >
            {t('run.cancel')}
          </Button>
        ) : null}
        {run.archived_at ? (
          <Button
            variant="outline"
            size="sm"
            loading={setArchived.isPending}
            onClick={() =>
              setArchived.mutate(
                { ...scope, archived: false },
                { onError: (error) => showActionError(t, error) },
              )
            }
          >
            {t('list.restore')}
          </Button>
        ) : null}
      </Flex>
      <RunProgress run={run} scope={scope} />
      <RunTabs />
      <RunTabFrame>
        <Outlet />
      </RunTabFrame>
    </Stack>
  );
}
