import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import pg from 'pg';
import { CHUNKING_QUEUE, TEXT_EXTRACTION_QUEUE } from '../src/runs/runs.service';
import { EXTRACTION_QUEUE } from '../src/runs/extraction.step';
import { DEDUP_QUEUE } from '../src/runs/dedup.step';
import { QUEUE_SCHEMA } from '../src/queue/pg-boss-queue';
import { databases } from './support/databases';
import { docxOf, htmlOf, pdfOf } from './support/documents';
import { projectScope, type Version } from './support/ontology-fixtures';
import type { Results, Run, Step } from './support/run-flow';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import { uploadHelpers } from './support/uploads';

const apiFolder = join(import.meta.dirname, '..');
const workerArgs = ['--import', 'tsx', join(apiFolder, 'src/worker.ts')];

const PEOPLE = ['Jane Roe', 'John Smith', 'Mary Major', 'Peter Parker', 'Ana Lima', 'Omar Haddad'];
const COMPANIES = ['Acme Corp', 'Globex Inc', 'Initech Ltd', 'Umbrella Group', 'Stark Industries'];

/** Business prose with people working for companies: deterministic from `seed`. */
function paragraph(seed: number): string {
  const person = PEOPLE[seed % PEOPLE.length]!;
  const company = COMPANIES[(seed * 7 + 3) % COMPANIES.length]!;
  const other = COMPANIES[(seed * 3 + 1) % COMPANIES.length]!;
  return (
    `${person} works for ${company}. The supplier ${company} ships parts to ${other} every quarter. ` +
    `${PEOPLE[(seed + 2) % PEOPLE.length]} is employed by ${other}. ${other} is a firm in Lyon ` +
    `that reviewed ${1000 + seed} contracts last year.`
  );
}
const pageOf = (seed: number) => [0, 1, 2].map((n) => paragraph(seed * 3 + n)).join('\n\n');

/** Ten real documents: six PDFs of three pages, two Word documents, two HTML pages. */
async function documents(): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (let n = 0; n < 6; n += 1) {
    files[`report-${n}.pdf`] = await pdfOf([0, 1, 2].map((page) => pageOf(n * 10 + page)));
  }
  for (let n = 0; n < 2; n += 1) {
    files[`memo-${n}.docx`] = await docxOf([0, 1, 2, 3].map((p) => paragraph(100 + n * 10 + p)));
    files[`page-${n}.html`] = htmlOf(
      `Suppliers ${n}`,
      [0, 1, 2, 3].map((p) => paragraph(200 + n * 10 + p)),
    );
  }
  return files;
}

const CHUNKS = {
  strategy: 'structure',
  size: 200,
  size_unit: 'characters',
  overlap: 0,
  respect_pages: true,
};

const QUEUE_OF: Record<Step, string> = {
  text_extraction: TEXT_EXTRACTION_QUEUE,
  chunking: CHUNKING_QUEUE,
  extraction: EXTRACTION_QUEUE,
  dnf_build: DEDUP_QUEUE,
  dnf_execute: DEDUP_QUEUE,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Worker processes share the database with the API: PostgreSQL only (PGlite is one process's).
for (const database of databases().filter((candidate) => candidate.name === 'postgres')) {
  describe(`killed workers on ${database.name}`, () => {
    let api: TestApi;
    let sql: pg.Pool;
    const workers = new Set<ChildProcess>();
    beforeAll(async () => {
      // Jobs only in worker processes; a job lost with its worker expires after 2 s (and
      // maintenance looks every 2 s), then runs again.
      api = await startTestApi(database, { IN_PROCESS_WORKER: 'false', JOB_EXPIRE_SECONDS: '2' });
      sql = new pg.Pool({ connectionString: api.databaseUrl, max: 2 });
    });
    afterAll(async () => {
      for (const worker of workers) worker.kill('SIGKILL');
      await sql?.end();
      await api?.close();
    });

    /** A `pnpm worker` process; `since` is the database's clock before it could fetch a job. */
    async function startWorker() {
      const { rows } = await sql.query<{ now: Date }>('SELECT now() AS now');
      const child = spawn(process.execPath, workerArgs, {
        cwd: apiFolder,
        env: {
          ...process.env,
          DATABASE_URL: api.databaseUrl,
          DATA_DIR: api.dataDir,
          JOB_EXPIRE_SECONDS: '2',
        },
        stdio: 'ignore',
      });
      workers.add(child);
      child.once('exit', () => workers.delete(child));
      return { child, since: rows[0]!.now };
    }

    async function stopWorker(child: ChildProcess, signal: NodeJS.Signals) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    }

    test('R12 a run whose worker is SIGKILLed 10 times mid-step ends with the same results as an uninterrupted run, nothing duplicated', async () => {
      const scope = await projectScope(api, 'kill');
      const token = scope.user.token;
      const ontology = await scope.createOntology();
      const version = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
      const collection = await uploadHelpers(api).collection(
        token,
        scope.projectId,
        await documents(),
      );
      const runs = `/api/projects/${scope.projectId}/extraction_runs`;
      const one = (id: string) => `${runs}/unstructured/text_extraction/${id}`;
      const get = async (id: string) => {
        const response = await api.call('GET', one(id), { token });
        expectStatus(response, 200);
        return response.json<Run>();
      };
      const settled = async (id: string, step: Step) => {
        const deadline = Date.now() + 120_000;
        for (;;) {
          const run = await get(id);
          if (!['pending', 'queued', 'running'].includes(run.steps[step].status)) return run;
          if (Date.now() > deadline)
            throw new Error(`${step} never settled: ${JSON.stringify(run)}`);
          await pause(20);
        }
      };
      const post = async (id: string, path: string, body: object) =>
        expectStatus(await api.call('POST', `${one(id)}/${path}`, { token, body }), 202);
      const create = async (name: string) => {
        const response = await api.call('POST', `${runs}/unstructured/text_extraction`, {
          token,
          body: {
            name,
            documents_collection_id: collection.id,
            ontology_version_id: version.id,
          },
        });
        expectStatus(response, 201);
        return response.json<Run>().id;
      };

      /** Starts each step after the one before, as a user would; `during` runs while it works. */
      async function drive(id: string, during: (step: Step) => Promise<void>) {
        const bodies: Partial<Record<Step, [string, object]>> = {
          chunking: ['chunking', { chunking_parameters: CHUNKS }],
          extraction: ['extraction', { config: { engine: 'rules' } }],
          dnf_build: ['deduplication/dnf_build', { config: {} }],
          dnf_execute: ['deduplication/dnf_execute', { config: { match_threshold: 0.8 } }],
        };
        for (const step of Object.keys(QUEUE_OF) as Step[]) {
          const start = bodies[step];
          if (start) await post(id, ...start);
          await during(step);
          const run = await settled(id, step);
          expect(run.steps[step]).toMatchObject({ status: 'succeeded', error: null });
        }
        return get(id);
      }

      /** What the run left: its final results, chunks and extraction rows, as comparable data. */
      async function outcome(id: string) {
        const final = await api.call('GET', `${runs}/${id}/final_results`, { token });
        expectStatus(final, 200);
        const { entities, relations, dropped } = final.json<Results>();
        const chunks = await sql.query<{
          document_id: string;
          chunk_index: number;
          chunk_id: string;
          text: string;
        }>(
          `SELECT document_id, chunk_index, chunk_id, text FROM run_chunks WHERE run_id = $1
           ORDER BY document_id, chunk_index`,
          [id],
        );
        const perDocument = await sql.query<{ document_id: string; rows: number; chunks: number }>(
          `SELECT d.document_id, d.chunk_count AS chunks,
             (SELECT count(*)::int FROM run_chunks c
               WHERE c.run_id = d.run_id AND c.document_id = d.document_id) AS rows
           FROM run_documents d WHERE d.run_id = $1 ORDER BY d.document_id`,
          [id],
        );
        const extractions = await sql.query<{ document_id: string; chunk_index: number }>(
          `SELECT document_id, chunk_index, status, entities, relations
           FROM run_chunk_extractions WHERE run_id = $1 ORDER BY document_id, chunk_index`,
          [id],
        );
        const run = await get(id);
        return {
          entities,
          relations,
          dropped,
          chunks: chunks.rows,
          perDocument: perDocument.rows,
          extractions: extractions.rows,
          credits: Object.fromEntries(
            Object.entries(run.steps).map(([step, state]) => [step, state.credits]),
          ),
          creditsUsed: run.credits_used,
          merged: run.steps.dnf_execute.merged_count,
        };
      }

      // The reference: the same documents and parameters, worked by one worker, uninterrupted.
      const calm = await startWorker();
      const reference = await create('Uninterrupted');
      await drive(reference, async () => {});
      await stopWorker(calm.child, 'SIGTERM');
      const expected = await outcome(reference);
      expect(expected.entities.length).toBeGreaterThan(10);
      expect(expected.relations.length).toBeGreaterThan(5);

      // The same run, its worker killed mid-step 10 times: 4 kills while text is read, 3 while
      // chunking, 3 while extracting (what a step could not take passes on to the next).
      const plan: Partial<Record<Step, number>> = {
        text_extraction: 4,
        chunking: 3,
        extraction: 3,
      };
      const kills: { step: Step; orphaned: number }[] = [];
      /** Kills planned for the steps after `step` (held back for them). */
      const remainingAfter = (step: Step): number => {
        const order = Object.keys(QUEUE_OF) as Step[];
        return order
          .slice(order.indexOf(step) + 1)
          .reduce((sum, later) => sum + (plan[later] ?? 0), 0);
      };
      let worker = await startWorker();
      const interrupted = await create('Killed ten times');
      await drive(interrupted, async (step) => {
        let left = 10 - kills.length - remainingAfter(step);
        const deadline = Date.now() + 120_000;
        while (left > 0) {
          // The jobs of this step the current worker holds (not those a killed worker left
          // active). A kill ends every one of them, so none may have run twice already: a job
          // runs 4 times before it stays failed, and the kills take no more than two of those.
          const { rows } = await sql.query<{ id: string; retry_count: number }>(
            `SELECT id, retry_count FROM ${QUEUE_SCHEMA}.job
             WHERE name = $1 AND state = 'active' AND started_on >= $2`,
            [QUEUE_OF[step], worker.since],
          );
          if (rows.length > 0 && rows.every((row) => row.retry_count < 2)) {
            await stopWorker(worker.child, 'SIGKILL');
            // Still active: the killed worker had it in hand (it will expire and run again).
            const orphaned = await sql.query<{ count: number }>(
              `SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.job
               WHERE id = ANY($1::uuid[]) AND state = 'active'`,
              [rows.map((row) => row.id)],
            );
            kills.push({ step, orphaned: orphaned.rows[0]!.count });
            left -= 1;
            worker = await startWorker();
            continue;
          }
          const { rows: status } = await sql.query<{ status: string }>(
            `SELECT steps->$2::text->>'status' AS status FROM extraction_runs WHERE id = $1`,
            [interrupted, step],
          );
          if (!['pending', 'queued', 'running'].includes(status[0]?.status ?? '')) break;
          if (Date.now() > deadline) throw new Error(`no job of ${step} seen active`);
          await pause(5);
        }
      });
      await stopWorker(worker.child, 'SIGTERM');

      console.log(`kills: ${JSON.stringify(kills)}`);
      expect(kills).toHaveLength(10);
      for (const step of ['text_extraction', 'chunking', 'extraction'] as const) {
        expect(kills.filter((kill) => kill.step === step).length).toBeGreaterThan(0);
      }
      // Every document read and chunked: the kills cost a job two of its four runs, not all.
      const read = await sql.query<{ name: string; status: string; error: unknown }>(
        `SELECT name, status, error FROM run_documents WHERE run_id = $1 ORDER BY name`,
        [interrupted],
      );
      expect(read.rows).toEqual(
        read.rows.map(({ name }) => ({ name, status: 'succeeded', error: null })),
      );
      const actual = await outcome(interrupted);
      // Nothing lost, nothing twice: each document's chunk rows are its chunk count, once.
      for (const row of actual.perDocument) expect(row.rows).toBe(row.chunks);
      expect(new Set(actual.chunks.map((chunk) => chunk.chunk_id)).size).toBe(actual.chunks.length);
      expect(new Set(actual.entities.map((entity) => entity.id)).size).toBe(actual.entities.length);
      // Identical to the uninterrupted run, ids included (stable ids of the same chunks).
      expect(actual).toEqual(expected);
    }, 300_000);
  });
}

// Whatever the database of this test run: a worker process needs PostgreSQL.
test('R12 pnpm worker refuses to start on PGlite, saying why (the embedded database is the API process’s alone)', async () => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, workerArgs, {
    cwd: apiFolder,
    env: { ...env, DATA_DIR: join(apiFolder, '.no-such-data-dir') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(2);
  expect(stderr).toContain('pnpm worker needs DATABASE_URL');
});
