import { readFileSync } from 'node:fs';
import { Parser } from 'n3';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject, makeRunDocuments } from '../support/documents';
import { runThroughApi } from '../support/runs';
import { signedInUser } from '../support/session';
import { expect, test } from '../support/test';

test('R1.03 R2.15 R2.22 R2.23 a run becomes a knowledge base; its overview dashboard cross-filters from a bar, and Back restores', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page, 'kb-journey');
  const project = await createProject(user.token, 'Knowledge journey');
  // A finished run, not committed: the dialog commits it first.
  await runThroughApi(user.token, project.id, await makeRunDocuments(), {
    runName: 'Suppliers 2026',
    commit: false,
  });

  await page.goto(`/projects/${project.id}/knowledge-bases`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/knowledge-bases/active$`));
  await expect(page.getByText('No knowledge bases yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New knowledge base' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New knowledge base' });
  await dialog.getByLabel('Name').fill('Supplier graph');
  await dialog
    .getByLabel('Run')
    .selectOption({ label: 'Suppliers 2026 (finished, not committed)' });
  await expect(dialog.getByText('Commit the run first')).toBeVisible();
  await dialog.getByText('Commit the run, then build the knowledge base').click();
  await expect(dialog.getByRole('checkbox', { name: /Commit the run, then build/ })).toBeChecked();
  await expectAccessible(page);
  await captureScreens(page, 'kb-create');
  await dialog.getByRole('button', { name: 'Create knowledge base' }).click();

  // The knowledge base: its ontology version, its run, its dashboards, its entities.
  await expect(page.getByRole('heading', { name: 'Supplier graph' })).toBeVisible();
  await expect(page.getByText('Suppliers 2026')).toBeVisible();
  const entities = page.getByRole('table', { name: 'Entities of the knowledge base' });
  await expect(entities.getByRole('cell', { name: 'Acme Corp', exact: true })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'kb-detail');

  // Export as Turtle: a file that parses back as RDF naming Acme Corp.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Turtle (RDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Supplier.graph\.ttl$/);
  const quads = new Parser().parse(readFileSync(await file.path(), 'utf8'));
  expect(quads.some((quad) => quad.object.value === 'Acme Corp')).toBe(true);

  // The overview dashboard: the breadcrumb names it; its widgets draw.
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboards\/[^/?]+$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Overview');
  const perClass = page.getByRole('region', { name: 'Entities per class' });
  const connected = page.getByRole('region', { name: 'Most connected entities', exact: true });
  await expect(connected.getByRole('cell', { name: 'Acme Corp' })).toBeVisible();
  await expect(connected.getByRole('cell', { name: 'Maria Lopez' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'kb-dashboard');

  // A click on the Person bar (just above its axis label): the URL gets class=Person and the
  // table keeps only people.
  const chart = perClass.getByRole('img');
  await expect(chart.locator('svg text').filter({ hasText: /^Person$/ })).toBeVisible();
  // The bar drawn above the "Person" axis label (ECharts draws bars as SVG paths).
  const bar = await chart.evaluate((element) => {
    const label = [...element.querySelectorAll('svg text')].find(
      (text) => text.textContent === 'Person',
    )!;
    const at = label.getBoundingClientRect();
    const middle = at.left + at.width / 2;
    const box = [...element.querySelectorAll('svg path')]
      .map((path) => path.getBoundingClientRect())
      .find(
        (rect) =>
          rect.width > 4 &&
          rect.height > 4 &&
          Math.abs(rect.left + rect.width / 2 - middle) < 8 &&
          rect.bottom <= at.top + 2,
      )!;
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.click(bar.x, bar.y);
  await expect(page).toHaveURL(/[?&]class=Person(&|$)/);
  await expect(connected.getByRole('cell', { name: 'Maria Lopez' })).toBeVisible();
  await expect(connected.getByRole('cell', { name: 'Acme Corp' })).toHaveCount(0);
  await captureScreens(page, 'kb-dashboard-filtered');

  // Back: no parameter, every entity again.
  await page.goBack();
  await expect(page).not.toHaveURL(/class=/);
  await expect(connected.getByRole('cell', { name: 'Acme Corp' })).toBeVisible();
});
