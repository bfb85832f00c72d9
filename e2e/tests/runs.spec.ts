import { readFileSync } from 'node:fs';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { call } from '../support/api';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject, makePdf, makeRunDocuments, type FilePayload } from '../support/documents';
import { signedInUser } from '../support/session';
import { llm } from '../support/stack';
import { expect, test, type Page } from '../support/test';

/** Steers the LLM stand-in: hold its answers, release them, fail the next calls. */
const steerLlm = (change: { hold?: boolean; failNext?: number }) =>
  fetch(`${llm.url}/__control`, { method: 'POST', body: JSON.stringify(change) }).then(
    (response) => response.json() as Promise<{ waiting: number; served: number }>,
  );

/** A project with the supply ontology (v1) and a collection uploaded through the UI. */
async function projectWithDocuments(page: Page, label: string, files: FilePayload[]) {
  const user = await signedInUser(page, label);
  const project = await createProject(user.token, `Runs ${label}`);
  const base = `/api/projects/${project.id}`;
  const ontology = await call<{ id: string }>(`${base}/ontologies`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ name: 'Supply chain', description: '' }),
  });
  await call(`${base}/ontology_versions`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({
      new_ontology: {
        mode: 'from_data',
        ontology_id: ontology.id,
        name: 'Initial',
        ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
      },
    }),
  });
  await page.goto(`/projects/${project.id}/collections/active`);
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document collection' });
  await dialog.getByLabel('Name').fill('Supplier files');
  await dialog.getByLabel('Choose files').setInputFiles(files);
  await expect(dialog.locator('[data-status="done"]')).toHaveCount(files.length);
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Supplier files' })).toBeVisible();
  return { user, project };
}

/** Creates a run from the runs list; resolves on its page. */
async function createRun(page: Page, projectId: string, name: string) {
  await page.goto(`/projects/${projectId}/runs`);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/runs/active$`));
  await page.getByRole('button', { name: 'New run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New extraction run' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Document collection').selectOption({ index: 1 });
  await dialog.getByLabel('Ontology version').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create run' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

const STATUSES = 'Pending|Queued|Running|Succeeded|Failed|Canceled|Skipped';
/** A step of the run's step list: its name, then its status badge. */
const stepStatus = (page: Page, step: string) =>
  page.getByRole('listitem').filter({ hasText: new RegExp(`^${step}(${STATUSES})$`) });

test('R1.02 R4.04 R7.06 R2.16 R2.17 a run over a PDF, a DOCX and an HTML file, from upload to commit, rules engine', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { project } = await projectWithDocuments(page, 'run-full', await makeRunDocuments());
  await page.goto(`/projects/${project.id}/runs`);
  await expect(page.getByText('No runs yet')).toBeVisible();
  await expectAccessible(page);
  await createRun(page, project.id, 'Suppliers 2026');

  // R2.16: breadcrumbs read the runs list, then the run's name; text extraction starts at once.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(/Runs.*Suppliers 2026/);
  await expect(stepStatus(page, 'Text extraction')).toContainText('Succeeded', { timeout: 30_000 });
  await expectAccessible(page);
  await captureScreens(page, 'run-created');

  // Chunking: a preview of one document before running, then the step.
  await page.getByRole('link', { name: 'Chunking', exact: true }).click();
  await page.getByRole('button', { name: 'Paragraphs' }).click();
  await page.getByLabel('Document to preview').selectOption({ label: 'report.pdf' });
  await page.getByRole('button', { name: 'Preview chunks' }).click();
  await expect(
    page.getByText(/Chunks in this document: \d+|First \d+ of \d+ chunks/),
  ).toBeVisible();
  await captureScreens(page, 'run-chunking-preview');
  await page.getByRole('button', { name: 'Start chunking' }).click();
  await expect(stepStatus(page, 'Chunking')).toContainText('Succeeded', { timeout: 30_000 });

  // Extraction: the estimate is shown before the step starts.
  await page.getByRole('link', { name: 'Extraction', exact: true }).click();
  await page.getByRole('button', { name: 'Review cost and start' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Start extraction?' });
  await expect(confirm).toContainText(/Estimated cost: \d+ credits?/);
  await expectAccessible(page);
  await captureScreens(page, 'run-extraction-estimate');
  await confirm.getByRole('button', { name: 'Start extraction' }).click();
  await expect(stepStatus(page, 'Extraction')).toContainText('Succeeded', { timeout: 60_000 });

  // Deduplication: rules learned per class, said in words, then merged.
  await page.getByRole('link', { name: 'Deduplication', exact: true }).click();
  await page.getByRole('button', { name: 'Learn rules' }).click();
  await expect(stepStatus(page, 'Deduplication rules')).toContainText('Succeeded', {
    timeout: 30_000,
  });
  await expect(page.getByRole('table').filter({ hasText: 'Compared when' })).toContainText(
    'Company',
  );
  await captureScreens(page, 'run-dedup-rules');
  await page.getByRole('button', { name: 'Review cost and merge' }).click();
  await page
    .getByRole('alertdialog', { name: 'Merge duplicates?' })
    .getByRole('button', { name: 'Merge duplicates' })
    .click();
  await expect(stepStatus(page, 'Deduplication')).toContainText('Succeeded', {
    timeout: 30_000,
  });

  // Results: the companies found in the three files, with where each was read.
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Acme Corp', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maria Lopez', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'John Smith', exact: true })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'run-results');

  // Provenance: a source opens its document at the page, with the passage highlighted.
  const maria = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Maria Lopez', exact: true }) });
  await maria.getByRole('button', { name: /Sources: \d+/ }).click();
  const sources = page.getByTestId('provenance').first();
  await sources
    .getByRole('listitem')
    .filter({ hasText: 'report.pdf' })
    .filter({ hasText: 'Page 2' })
    .first()
    .getByRole('link', { name: 'report.pdf' })
    .click();
  await expect(page).toHaveURL(/\/documents\/[^?]+\?page=2&quote=Maria[^&]*&at=\d+$/);
  await expect(page.getByTestId('document-span')).toHaveAttribute('data-found', 'true');
  await expect(page.getByTestId('document-span')).toContainText('Page 2, highlighted below');
  await expect(page.getByLabel('Page number')).toHaveValue('2');
  await expect(page.getByLabel('Find in document')).toHaveValue(/^Maria Lopez/);
  await captureScreens(page, 'run-source-pdf');
  await page.goBack();
  await maria.getByRole('button', { name: /Sources: \d+/ }).click();
  await page
    .getByTestId('provenance')
    .first()
    .getByRole('link', { name: 'news.html' })
    .first()
    .click();
  await expect(page.getByTestId('html-viewer')).toBeVisible();
  await expect(page.getByTestId('document-span')).toHaveAttribute('data-found', 'true');
  // The highlight is the CSS Custom Highlight API's: a range over the quoted words.
  expect(
    await page.evaluate(() => {
      const highlight = CSS.highlights.get('ontoloom-span');
      return highlight ? [...highlight][0]?.toString() : null;
    }),
  ).toMatch(/^Maria Lopez/);
  await captureScreens(page, 'run-source-html');
  await page.goBack();

  // Export: a JSON file named after the run.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as { entities?: unknown[] };
  expect(JSON.stringify(exported)).toContain('Acme Corp');

  // Commit freezes the run.
  await page.getByRole('button', { name: 'Commit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Commit run' }).click();
  await expect(page.getByText('This run is committed')).toBeVisible();
  await expect(page.getByText('Committed', { exact: true }).first()).toBeVisible();
  await captureScreens(page, 'run-committed');
});

test('R8.05 over the credit quota, the step is refused with the credits toast', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { project } = await projectWithDocuments(page, 'run-quota', [
    await makePdf('long.pdf', 60),
  ]);
  await createRun(page, project.id, 'Too big');
  await expect(stepStatus(page, 'Text extraction')).toContainText('Succeeded', { timeout: 60_000 });
  // The smallest chunks, then the LLM engine: more tokens than a period's 1,000 credits.
  await page.getByRole('link', { name: 'Chunking', exact: true }).click();
  await page
    .getByLabel('Strategy')
    .selectOption('fixed')
    .catch(() => undefined);
  await page.getByLabel('Chunk size').fill('50');
  await page.getByLabel('Overlap').fill('0');
  await page.getByRole('button', { name: 'Start chunking' }).click();
  await expect(stepStatus(page, 'Chunking')).toContainText('Succeeded', { timeout: 60_000 });
  await page.getByRole('link', { name: 'Extraction', exact: true }).click();
  await page.getByText('Language model', { exact: true }).click();
  await page.getByRole('button', { name: 'Review cost and start' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Start extraction?' });
  await expect(confirm).toContainText('This step would go over your credit quota');
  await captureScreens(page, 'run-over-quota');
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/extraction') && response.status() === 429,
  );
  await confirm.getByRole('button', { name: 'Start anyway' }).click();
  expect(await (await refused).json()).toMatchObject({
    code: 'quota_exceeded',
    credits_usage: { credits_quota: 1000 },
  });
  await expect(page.getByText('Your credit quota is used up')).toBeVisible();
  await expect(stepStatus(page, 'Extraction')).toContainText('Pending');
});

test('R4.04 a running step is canceled, a failing chunk fails alone, and retry reads it again (LLM engine)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { project } = await projectWithDocuments(page, 'run-cancel', await makeRunDocuments());
  await createRun(page, project.id, 'Cancel and retry');
  await expect(stepStatus(page, 'Text extraction')).toContainText('Succeeded', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Chunking', exact: true }).click();
  await page.getByRole('button', { name: 'Start chunking' }).click();
  await expect(stepStatus(page, 'Chunking')).toContainText('Succeeded', { timeout: 30_000 });

  // The model holds its answers: the step is seen running, and canceled.
  await steerLlm({ hold: true, failNext: 0 });
  try {
    await page.getByRole('link', { name: 'Extraction', exact: true }).click();
    await page.getByText('Language model', { exact: true }).click();
    await page.getByRole('button', { name: 'Review cost and start' }).click();
    await page
      .getByRole('alertdialog', { name: 'Start extraction?' })
      .getByRole('button', { name: 'Start extraction' })
      .click();
    await expect(stepStatus(page, 'Extraction')).toContainText('Running', { timeout: 30_000 });
    await expect
      .poll(async () => (await steerLlm({})).waiting, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await captureScreens(page, 'run-extraction-running');
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await expect(stepStatus(page, 'Extraction')).toContainText('Canceled');
  } finally {
    await steerLlm({ hold: false });
  }

  // Again, with the model failing the first call: that chunk fails, the others succeed.
  await steerLlm({ failNext: 1 });
  await page.getByRole('button', { name: 'Review cost and start' }).click();
  await page
    .getByRole('alertdialog', { name: 'Start extraction?' })
    .getByRole('button', { name: 'Start extraction' })
    .click();
  const retry = page.getByRole('button', { name: 'Retry failed items of Extraction' });
  await expect(retry).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('failed-chunks')).toContainText('could not read this chunk');
  await expect(stepStatus(page, 'Extraction')).toContainText('Succeeded');
  await captureScreens(page, 'run-chunk-failed');
  await retry.click();
  await expect(retry).toBeHidden({ timeout: 60_000 });
  await expect(stepStatus(page, 'Extraction')).toContainText('Succeeded');
});
