import { spawn, execFile } from 'node:child_process';
import { join } from 'node:path';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { databases } from './support/databases';
import { projectScope, type Version } from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import { HTML_BYTES, TEXT_BYTES, uploadHelpers } from './support/uploads';

const apiFolder = join(import.meta.dirname, '..');
const workerArgs = ['--import', 'tsx', join(apiFolder, 'src/worker.ts')];

test('R12 pnpm worker refuses to start without PostgreSQL, and says why', async () => {
  const { DATABASE_URL: _unset, ...env } = process.env;
  const result = await new Promise<{ status: number | null; stderr: string }>((done) => {
    execFile(
      process.execPath,
      workerArgs,
      { cwd: apiFolder, env: { ...env, DATABASE_URL: '' }, encoding: 'utf8' },
      (error, _stdout, stderr) => done({ status: error ? (error.code as number) : 0, stderr }),
    );
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('pnpm worker needs DATABASE_URL');
});

// Scaling out means more worker processes on the same PostgreSQL: proven where one runs.
for (const database of databases().filter((candidate) => candidate.name === 'postgres')) {
  describe(`pnpm worker on ${database.name}`, () => {
    let api: TestApi;
    beforeAll(async () => {
      // The API does not work jobs itself: only the worker process can.
      api = await startTestApi(database, { IN_PROCESS_WORKER: 'false' });
    });
    afterAll(() => api.close());

    test('R12 a separate worker process does the jobs of a run the API queued', async () => {
      const scope = await projectScope(api, 'worker-process');
      const ontology = await scope.createOntology();
      const version = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
      const collection = await uploadHelpers(api).collection(scope.user.token, scope.projectId, {
        'page.html': HTML_BYTES,
        'notes.txt': TEXT_BYTES,
      });
      const runs = `/api/projects/${scope.projectId}/extraction_runs/unstructured/text_extraction`;
      const created = await api.call('POST', runs, {
        token: scope.user.token,
        body: {
          name: 'Scaled out',
          documents_collection_id: collection.id,
          ontology_version_id: version.id,
        },
      });
      expectStatus(created, 201);
      const runId = created.json<{ id: string }>().id;
      type Detail = { steps: { text_extraction: { status: string } } };
      const status = async () =>
        (await api.call('GET', `${runs}/${runId}`, { token: scope.user.token })).json<Detail>()
          .steps.text_extraction.status;
      expect(await status()).toBe('queued');

      const worker = spawn(process.execPath, workerArgs, {
        cwd: apiFolder,
        env: { ...process.env, DATABASE_URL: api.databaseUrl, DATA_DIR: api.dataDir },
        stdio: 'ignore',
      });
      try {
        while ((await status()) !== 'succeeded') {
          expect(worker.exitCode).toBeNull();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        worker.kill('SIGTERM');
      }
      expect(await status()).toBe('succeeded');
    });
  });
}
