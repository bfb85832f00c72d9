import type { DomainPlugin } from '../http/domain-plugin';
import { routerOf } from '../http/domain-plugin';
import { createRunWatcher } from './run-watcher';
import { createRunsRuntime } from './runs-runtime';

/**
 * Extraction runs: the run calls, and the worker in this process unless `IN_PROCESS_WORKER=false`
 * (then `pnpm worker` processes do the jobs). Steps are queued jobs: a worker that dies mid-job
 * loses nothing, its job expires and runs again.
 */
export const runsPlugin: DomainPlugin = async (app, { core }) => {
  const runtime = await createRunsRuntime({ ...core, log: (message) => app.log.warn(message) });
  const { service, extraction, dedup, finals, actions } = runtime;

  const route = routerOf(app, core);
  route('listExtractionRuns', ({ project, query }) => service.list(project, query));
  route('createTextExtractionRun', ({ project, body }) => service.create(project, body));
  route('getTextExtractionRun', ({ project, params }) =>
    service.get(project, params.extraction_run_id),
  );
  route('runChunking', ({ project, params, body }) =>
    service.startChunking(project, params.extraction_run_id, body),
  );
  route('previewChunking', ({ project, params, body }) =>
    service.previewChunking(project, params.extraction_run_id, body),
  );
  const watcher = createRunWatcher(core.db);
  const closing = new AbortController();
  // Before the server waits for its connections: open event streams end first.
  app.addHook('preClose', async () => closing.abort());
  route('streamRunEvents', ({ project, params }) =>
    service.events(project, params.extraction_run_id, watcher, closing.signal),
  );
  route('runExtraction', ({ project, params, body }) =>
    extraction.start(project, params.extraction_run_id, body),
  );
  route('runDnfBuild', ({ project, params, body }) =>
    dedup.startBuild(project, params.extraction_run_id, body),
  );
  route('runDnfExecute', ({ project, params, body }) =>
    dedup.startExecute(project, params.extraction_run_id, body),
  );
  route('skipDeduplication', ({ project, params }) =>
    dedup.skip(project, params.extraction_run_id),
  );
  route('listDedupCandidates', ({ project, params, query }) =>
    dedup.candidates(project, params.extraction_run_id, query),
  );
  route('updateUnstructuredRun', ({ project, params, body }) =>
    actions.patch(project, params.extraction_run_id, body.unstructured_action),
  );
  route('estimateRunStep', ({ project, params, body }) =>
    service.estimate(project, params.extraction_run_id, body),
  );
  route('getFinalResults', ({ project, params }) =>
    finals.finalResults(project, params.extraction_run_id),
  );
  route('exportExtractionRun', ({ project, params, query }) =>
    finals.export(
      project,
      params.extraction_run_id,
      params.serialization_format,
      query.download ?? false,
    ),
  );
  route('commitExtractionRun', ({ project, params }) =>
    finals.commit(project, params.extraction_run_id),
  );
  route('archiveExtractionRun', ({ project, params }) =>
    service.archive(project, params.extraction_run_id),
  );
  route('restoreExtractionRun', ({ project, params }) =>
    service.restore(project, params.extraction_run_id),
  );

  if (core.config.inProcessWorker) void runtime.startWorker();
  app.addHook('onClose', async () => {
    watcher.close();
    await runtime.close();
  });
};
