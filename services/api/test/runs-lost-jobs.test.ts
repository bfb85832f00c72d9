import { createPgBossQueue, QUEUE_SCHEMA } from '../src/queue/pg-boss-queue';
import { drizzleExecutor } from '../src/queue/sql-executor';
import { createRunsRuntime } from '../src/runs/runs-runtime';
import { TEXT_EXTRACTION_QUEUE } from '../src/runs/runs.service';
import { databases } from './support/databases';
import { runFlow } from './support/run-flow';
import { startTestApi, type TestApi } from './support/test-api';

describe.each(databases())('work given up on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    // No worker in the API: the test plays the workers that die on the document.
    api = await startTestApi(database, { IN_PROCESS_WORKER: 'false' });
  });
  afterAll(() => api.close());

  test('issue 12: a document whose every attempt is lost fails alone with job_lost, and its step ends instead of running forever', async () => {
    const flow = await runFlow(api, 'lost-jobs');
    const run = await flow.create('Doomed run');
    const executor = drizzleExecutor(api.db);
    const queue = createPgBossQueue(executor, { supervise: false });
    await queue.start();
    try {
      // Three attempts already lost: the job's next failure is its last.
      await executor.executeSql(
        `UPDATE ${QUEUE_SCHEMA}.job SET retry_count = retry_limit WHERE name = $1`,
        [TEXT_EXTRACTION_QUEUE],
      );
      const [job] = await queue.fetch(TEXT_EXTRACTION_QUEUE, 1);
      expect(job).toBeDefined();
      // The worker holding it dies: its job fails (as an expired one does).
      await queue.fail(TEXT_EXTRACTION_QUEUE, job!.id, { message: 'worker died' });
      expect(await queue.counts(TEXT_EXTRACTION_QUEUE)).toMatchObject({ queued: 0, active: 0 });
    } finally {
      await queue.stop();
    }
    expect((await flow.get(run.id)).steps.text_extraction.status).toMatch(/queued|running/);

    // A worker comes up and finds the given-up work: the document fails, the step ends.
    const worker = await createRunsRuntime({
      config: api.config,
      db: api.db,
      now: () => new Date(),
      log: () => {},
    });
    void worker.startWorker();
    try {
      const settled = await flow.settled(run.id, 'text_extraction');
      expect(settled.steps.text_extraction).toMatchObject({
        status: 'failed',
        error: { code: 'document_failed' },
      });
      expect(settled.documents).toEqual([
        expect.objectContaining({
          status: 'failed',
          error: expect.objectContaining({ code: 'job_lost' }),
        }),
      ]);
      // Once the cause is fixed, retry reads it again.
      expect(
        (await flow.patch(run.id, { type: 'retry_failed', step: 'text_extraction' })).statusCode,
      ).toBe(200);
      const retried = await flow.settled(run.id, 'text_extraction');
      expect(retried.steps.text_extraction.status).toBe('succeeded');
      expect(retried.documents).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    } finally {
      await worker.close();
    }
  });
});
