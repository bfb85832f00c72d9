import { execFileSync } from 'node:child_process';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { call, signIn } from '../support/api';
import { uploadCollection } from '../support/collections';
import { createProject, makePdf } from '../support/documents';
import { admin, stack } from '../support/stack';
import { expect, test } from '../support/test';

// The production topology as docker-compose runs it (deploy/compose-smoke.sh): built images,
// Caddy in front of the host and each remote, the API, the chat service and scaled workers on
// PostgreSQL.

const project = process.env.E2E_COMPOSE_PROJECT ?? 'ontoloom';
const compose = (...args: string[]) =>
  execFileSync('docker-compose', ['-p', project, ...args], { encoding: 'utf8' }).trim();

test('the deployed web tier: security and cache headers, precompressed bundles, the SPA shell', async ({
  request,
}) => {
  const shell = await request.get(`${stack.webUrl}/projects`);
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toBe('no-store');
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const bundle = /src="\/?(main\.[0-9a-f]{8}\.js)"/.exec(await shell.text())?.[1];
  expect(bundle).toBeTruthy();
  const script = await request.get(`${stack.webUrl}/${bundle}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const registry = await request.get(`${stack.webUrl}/remotes.json`);
  expect(registry.headers()['cache-control']).toBe('no-store');
  const { remotes } = (await registry.json()) as { remotes: { entry: string }[] };
  const manifest = await request.get(remotes[0]!.entry);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-store');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
});

test('a user signs in to the deployed app and sees the projects list', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.screenshot({ path: 'test-results/compose-projects.png' });
});

test('a run on three workers finishes although one worker is killed mid-run', async () => {
  compose('up', '-d', '--no-recreate', '--scale', 'worker=3', 'worker');
  const workers = compose('ps', '-q', 'worker').split('\n').filter(Boolean);
  expect(workers).toHaveLength(3);

  const token = await signIn(admin.email, admin.password);
  const { id: projectId } = await createProject(token, `Compose ${Date.now()}`);
  const base = `/api/projects/${projectId}`;
  const files = await Promise.all(
    Array.from({ length: 24 }, (_, n) => makePdf(`audit-${n + 1}.pdf`, 12)),
  );
  const collection = await uploadCollection(token, projectId, 'Audits', files);
  const ontology = await call<{ id: string }>(`${base}/ontologies`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Supply chain', description: '' }),
  });
  const version = await call<{ id: string }>(`${base}/ontology_versions`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      new_ontology: {
        mode: 'from_data',
        ontology_id: ontology.id,
        name: 'Initial',
        ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
      },
    }),
  });
  type Run = {
    id: string;
    steps: Record<string, { status: string; progress?: { done: number; total: number } }>;
  };
  const runs = `${base}/extraction_runs/unstructured/text_extraction`;
  const run = await call<Run>(runs, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'Three workers',
      documents_collection_id: collection.id,
      ontology_version_id: version.id,
    }),
  });
  const read = () => call<Run>(`${runs}/${run.id}`, { token });

  // Kill one worker (no goodbye, as in a crash) as soon as the step is under way, with documents
  // still to do: the job it held runs again elsewhere once it expires (JOB_EXPIRE_SECONDS).
  await expect
    .poll(async () => (await read()).steps.text_extraction?.progress?.done ?? 0, {
      timeout: 120_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
  const before = (await read()).steps.text_extraction;
  execFileSync('docker', ['kill', workers[0]!]);
  console.log(
    `killed worker ${workers[0]!.slice(0, 12)} at ${before?.progress?.done}/${before?.progress?.total} documents`,
  );

  await expect
    .poll(async () => (await read()).steps.text_extraction?.status, {
      timeout: 240_000,
      intervals: [500],
    })
    .toBe('succeeded');
  const done = (await read()).steps.text_extraction;
  expect(done?.progress).toMatchObject({ done: files.length, total: files.length });
  // Every document once: none lost with the stopped worker, none done twice.
  const { documents } = await call<{ documents: { status: string; error: unknown }[] }>(
    `${runs}/${run.id}`,
    { token },
  );
  expect(documents).toHaveLength(files.length);
  expect(documents.filter((document) => document.status !== 'succeeded')).toEqual([]);
  compose('up', '-d', '--no-recreate', '--scale', 'worker=3', 'worker');
});
