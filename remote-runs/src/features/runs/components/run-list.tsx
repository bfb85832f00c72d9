import { SimpleGrid } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ExtractionRun } from '@ontoloom/contract';
import { ListEmptyState, errorMessage, toaster, type ListStatus } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { runListQueryOptions } from '../../../api/run-queries';
import { useSetRunArchived } from '../../../api/use-run-mutations';
import { RunCard } from './run-card';

export type RunListProps = { projectId: string; status: ListStatus; search: string };

export function RunList({ projectId, status, search }: RunListProps) {
  const { t } = useTranslation('runs');
  const { data: runs } = useSuspenseQuery(runListQueryOptions(projectId, status, search));
  const setArchived = useSetRunArchived();
  const toggle = (run: ExtractionRun, archived: boolean) =>
    setArchived.mutate(
      { projectId: run.project_id, runId: run.id, archived },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(archived ? 'list.toast.archived' : 'list.toast.restored', { name: run.name }),
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('list.toast.failed'),
            description: errorMessage(t, error),
          }),
      },
    );

  if (runs.length === 0) {
    const key = search ? 'noMatch' : status;
    return (
      <ListEmptyState
        title={t(`list.empty.${key}Title`)}
        description={t(`list.empty.${key}Description`, { search })}
      />
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {runs.map((run) => (
        <li key={run.id}>
          <RunCard run={run} onAction={(action) => toggle(run, action === 'archive')} />
        </li>
      ))}
    </SimpleGrid>
  );
}
