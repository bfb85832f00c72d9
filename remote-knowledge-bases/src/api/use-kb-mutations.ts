import { useMutation } from '@tanstack/react-query';
import type { KnowledgeBase, KnowledgeBaseCreateBody } from '@ontoloom/contract';
import { apiRequest, useRefreshData } from '@ontoloom/platform';
import { kbKeys } from './kb-keys';
import { kbParams, type KbScope } from './kb-queries';

/**
 * R7.07: after a change the knowledge-base lists and this one refetch (its entities and
 * dashboards too: a new run adds both), then the loaders (breadcrumbs) rerun.
 */
const useRefreshKb = () => {
  const refreshData = useRefreshData();
  return (kb: KnowledgeBase) =>
    refreshData(
      kbKeys.lists(),
      kbKeys.detail(kb.project_id, kb.id),
      kbKeys.entities(kb.project_id, kb.id),
      kbKeys.dashboards(kb.project_id, kb.id),
      // Creating with `commit: true` commits the run: the pickers' run list changes.
      kbKeys.runs(kb.project_id),
    );
};

export const useCreateKb = () => {
  const refresh = useRefreshKb();
  return useMutation({
    mutationFn: ({ projectId, ...body }: KnowledgeBaseCreateBody & { projectId: string }) =>
      apiRequest('createKnowledgeBase', { params: { project_id: projectId }, body }),
    onSuccess: (kb) => refresh(kb),
    throwOnError: false,
  });
};

export const useSetKbArchived = () => {
  const refresh = useRefreshKb();
  return useMutation({
    mutationFn: ({ archived, ...scope }: KbScope & { archived: boolean }) =>
      apiRequest(archived ? 'archiveKnowledgeBase' : 'restoreKnowledgeBase', {
        params: kbParams(scope),
      }),
    onSuccess: (kb: KnowledgeBase) => refresh(kb),
    throwOnError: false,
  });
};

export const useAddKbRun = () => {
  const refresh = useRefreshKb();
  return useMutation({
    mutationFn: ({ runId, ...scope }: KbScope & { runId: string }) =>
      apiRequest('addKnowledgeBaseRun', {
        params: kbParams(scope),
        body: { extraction_run_id: runId },
      }),
    onSuccess: (kb: KnowledgeBase) => refresh(kb),
    throwOnError: false,
  });
};
