import { useState } from 'react';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DashboardProposal, KnowledgeBase } from '@ontoloom/contract';
import { apiRequest, errorMessage, useRefreshData } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { kbKeys } from '../../../api/kb-keys';
import { kbParams } from '../../../api/kb-queries';
import { dashboardPath } from '../../../api/paths';
import { WidgetCard } from '../../../components/widgets/widget-card';

export type DashboardProposalViewProps = {
  kb: KnowledgeBase;
  proposal: DashboardProposal;
  /** False once a later reply proposes again: this one is only named. */
  current: boolean;
};

/**
 * The dashboard builder's proposal: its widgets evaluated by the preview call (nothing saved),
 * then saved as a new dashboard or over the one it edits, or discarded.
 */
export function DashboardProposalView({ kb, proposal, current }: DashboardProposalViewProps) {
  const { t } = useTranslation('knowledgeBases');
  const navigate = useNavigate();
  const refreshData = useRefreshData();
  const [discarded, setDiscarded] = useState(false);
  const params = kbParams({ projectId: kb.project_id, kbId: kb.id });
  const { dashboard } = proposal;
  const preview = useQuery({
    queryKey: [...kbKeys.dashboards(kb.project_id, kb.id), 'preview', dashboard],
    queryFn: ({ signal }) =>
      apiRequest('previewDashboard', { params, body: { dashboard, parameters: {} }, signal }),
    enabled: !discarded && current,
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (mode: 'create' | 'replace') =>
      mode === 'replace' && proposal.dashboard_id
        ? apiRequest('updateDashboard', {
            params: { ...params, dashboard_id: proposal.dashboard_id },
            body: dashboard,
          })
        : apiRequest('createDashboard', { params, body: dashboard }),
    onSuccess: async (saved) => {
      await refreshData(kbKeys.dashboards(kb.project_id, kb.id));
      void navigate(dashboardPath(kb.project_id, kb.id, saved.id));
    },
    throwOnError: false,
  });

  if (discarded || !current) {
    return (
      <Text fontSize="xs" color="fg.muted">
        {discarded
          ? t('assistants.discarded')
          : t('assistants.superseded', { title: dashboard.title })}
      </Text>
    );
  }
  const answers = new Map(preview.data?.widgets.map((answer) => [answer.widget_id, answer]));
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      data-testid="dashboard-proposal"
      aria-label={t('assistants.previewOf', { title: dashboard.title })}
      as="section"
    >
      <Stack gap="0.5">
        <Text fontWeight="medium">{dashboard.title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {proposal.summary}
        </Text>
      </Stack>
      {preview.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorMessage(t, preview.error)}
        </Text>
      ) : (
        <Stack gap="2">
          {dashboard.widgets.map((widget) =>
            preview.isPending ? (
              <Skeleton key={widget.id} height="24" />
            ) : (
              <WidgetCard
                key={widget.id}
                widget={widget}
                parameters={dashboard.parameters}
                selected={undefined}
                answer={answers.get(widget.id)}
                loading={false}
                refreshing={false}
                onSetParam={() => undefined}
              />
            ),
          )}
        </Stack>
      )}
      {save.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorMessage(t, save.error)}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button size="xs" variant="ghost" onClick={() => setDiscarded(true)}>
          {t('assistants.discard')}
        </Button>
        {proposal.dashboard_id ? (
          <Button
            size="xs"
            variant="outline"
            loading={save.isPending && save.variables === 'replace'}
            disabled={save.isPending}
            onClick={() => save.mutate('replace')}
          >
            {t('assistants.replace')}
          </Button>
        ) : null}
        <Button
          size="xs"
          colorPalette="brand"
          loading={save.isPending && save.variables === 'create'}
          disabled={save.isPending}
          onClick={() => save.mutate('create')}
        >
          {t('assistants.saveNew')}
        </Button>
      </HStack>
    </Stack>
  );
}
