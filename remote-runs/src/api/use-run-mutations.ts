import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChunkingParameters,
  dnfBuildConfigSchema,
  dnfExecuteConfigSchema,
  extractionConfigSchema,
  ExtractionRun,
  stepEstimateBodySchema,
  TextExtractionRun,
  TextExtractionRunCreateBody,
  UnstructuredAction,
} from '@ontoloom/contract';
import type { z } from 'zod';
import { apiRequest, useRefreshData } from '@ontoloom/platform';
import { runKeys } from './run-keys';

export type RunScope = { projectId: string; runId: string };
const paramsOf = ({ projectId, runId }: RunScope) => ({
  project_id: projectId,
  extraction_run_id: runId,
});

/**
 * What PATCH …/text_extraction/{id} accepts. `undo` (revert the last manual modification) is
 * being added to the contract's unstructured actions on the server side; until it lands there,
 * the client sends it as is (apiRequest sends a body its schema refuses, the server decides).
 */
export type RunAction = UnstructuredAction | { type: 'undo' };

/** A step start: the step and its body (defaults left to the schema), as the calls take them. */
export type StepStart =
  | { step: 'chunking'; chunking_parameters: ChunkingParameters }
  | { step: 'extraction'; config: z.input<typeof extractionConfigSchema> }
  | { step: 'dnf_build'; config: z.input<typeof dnfBuildConfigSchema> }
  | { step: 'dnf_execute'; config: z.input<typeof dnfExecuteConfigSchema> }
  | { step: 'skip' };

export type StepEstimateInput = z.input<typeof stepEstimateBodySchema>;

/** R7.07: after a change the lists and this run refetch, then the loaders (breadcrumbs) rerun. */
const useRefreshRun = () => {
  const refreshData = useRefreshData();
  return (projectId: string, runId: string) =>
    refreshData(runKeys.lists(), runKeys.detail(projectId, runId));
};

/** A step or action answers the run as it is now: the page shows it at once. */
const useStoreRun = () => {
  const queryClient = useQueryClient();
  return (projectId: string, run: TextExtractionRun) => {
    queryClient.setQueryData(runKeys.detail(projectId, run.id), run);
    void queryClient.invalidateQueries({ queryKey: runKeys.lists() });
  };
};

export const useCreateRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, ...body }: TextExtractionRunCreateBody & { projectId: string }) =>
      apiRequest('createTextExtractionRun', { params: { project_id: projectId }, body }),
    onSuccess: (run) => {
      queryClient.setQueryData(runKeys.detail(run.project_id, run.id), run);
      return queryClient.invalidateQueries({ queryKey: runKeys.lists() });
    },
    throwOnError: false,
  });
};

export const useSetRunArchived = () => {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: ({ archived, ...scope }: RunScope & { archived: boolean }) =>
      apiRequest(archived ? 'archiveExtractionRun' : 'restoreExtractionRun', {
        params: paramsOf(scope),
      }),
    onSuccess: (run: ExtractionRun) => refresh(run.project_id, run.id),
    throwOnError: false,
  });
};

export const useCommitRun = () => {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: (scope: RunScope) => apiRequest('commitExtractionRun', { params: paramsOf(scope) }),
    onSuccess: (run: ExtractionRun) => refresh(run.project_id, run.id),
    throwOnError: false,
  });
};

const startStep = (scope: RunScope, start: StepStart) => {
  const params = paramsOf(scope);
  switch (start.step) {
    case 'chunking':
      return apiRequest('runChunking', {
        params,
        body: { chunking_parameters: start.chunking_parameters },
      });
    case 'extraction':
      return apiRequest('runExtraction', { params, body: { config: start.config } });
    case 'dnf_build':
      return apiRequest('runDnfBuild', { params, body: { config: start.config } });
    case 'dnf_execute':
      return apiRequest('runDnfExecute', { params, body: { config: start.config } });
    case 'skip':
      return apiRequest('skipDeduplication', { params });
  }
};

export const useStartStep = (scope: RunScope) => {
  const store = useStoreRun();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: StepStart) => startStep(scope, start),
    onSuccess: (run, start) => {
      store(scope.projectId, run);
      if (start.step === 'skip' || start.step === 'dnf_execute') {
        void queryClient.invalidateQueries({ queryKey: runKeys.results(scope.projectId, run.id) });
      }
    },
    throwOnError: false,
  });
};

/** Cancel, retry failed items, and the manual modifications of the results (with undo). */
export const useRunAction = (scope: RunScope) => {
  const store = useStoreRun();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RunAction) =>
      apiRequest('updateUnstructuredRun', {
        params: paramsOf(scope),
        body: { unstructured_action: action as UnstructuredAction },
      }),
    onSuccess: (run) => {
      store(scope.projectId, run);
      return queryClient.invalidateQueries({
        queryKey: runKeys.results(scope.projectId, run.id),
      });
    },
    throwOnError: false,
  });
};

export const useEstimateStep = (scope: RunScope) =>
  useMutation({
    mutationFn: (body: StepEstimateInput) =>
      apiRequest('estimateRunStep', { params: paramsOf(scope), body }),
    throwOnError: false,
  });

export const usePreviewChunking = (scope: RunScope) =>
  useMutation({
    mutationFn: (body: { document_id: string; chunking_parameters: ChunkingParameters }) =>
      apiRequest('previewChunking', { params: paramsOf(scope), body }),
    throwOnError: false,
  });
