import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ExtractionRun } from '@ontoloom/contract';
import { EntityCard, formatCredits } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { StepStatusBadge } from '../../../components/step-status-badge';

export type RunCardAction = 'archive' | 'restore';

export type RunCardProps = { run: ExtractionRun; onAction: (action: RunCardAction) => void };

export function RunCard({ run, onAction }: RunCardProps) {
  const { t, i18n } = useTranslation('runs');
  const archived = run.archived_at !== null;
  return (
    <EntityCard<RunCardAction>
      testId="run-card"
      // Relative to the sub-list: `../<id>` is the run page.
      to={`../${run.id}`}
      title={run.name}
      description={run.description}
      noDescription={t('list.noDescription')}
      actionsLabel={t('list.actions', { name: run.name })}
      actions={
        archived
          ? [{ value: 'restore', label: t('list.restore') }]
          : [{ value: 'archive', label: t('list.archive') }]
      }
      onAction={onAction}
      footer={
        <HStack gap="2" wrap="wrap">
          {run.current_step ? (
            <Text textStyle="xs" color="fg.muted">
              {t(`steps.${run.current_step}`)}
            </Text>
          ) : null}
          <StepStatusBadge status={run.status} />
          {run.committed_at ? (
            <Badge size="sm" colorPalette="green">
              {t('run.committedBadge')}
            </Badge>
          ) : null}
          {archived ? <Badge size="sm">{t('list.archivedBadge')}</Badge> : null}
          <Text textStyle="xs" color="fg.muted">
            {t('list.credits', { credits: formatCredits(run.credits_used, i18n.language) })}
          </Text>
        </HStack>
      }
    />
  );
}
