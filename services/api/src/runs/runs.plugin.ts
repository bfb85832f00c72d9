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
  const { service } = runtime;

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
  route('archiveExtractionRun', ({ project, params }) =>
    service.archive(project, params.extraction_run_id),
  );
  route('restoreExtractionRun', ({ project, params }) =>
    service.restore(project, params.extraction_run_id),
  );

  if (core.config.inProcessWorker) runtime.startWorker();
  app.addHook('onClose', async () => {
    watcher.close();
    await runtime.close();
  });
};
