import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject } from '../support/documents';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { signedInUser } from '../support/session';

/** Replaces the CodeMirror text as a paste would. */
async function pasteYaml(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Ontology YAML' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('R2.18 R2.19 R2.20 R2.21 R4.03 R7.06 ontology from pasted YAML, edited into v2, diff, export, re-import, archive', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await signedInUser(page, 'ontologies');
  const project = await createProject(user.token, 'Supplier audit');
  const ontologies = `/projects/${project.id}/ontologies`;

  // R2.15: the project nav leads to the ontologies, whose index is the active sub-list.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'Ontologies' }).click();
  await expect(page).toHaveURL(new RegExp(`${ontologies}/active$`));
  await expect(page.getByText('No ontologies yet')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-empty');

  // Create, then paste YAML: invalid first (line and column as you type), then valid.
  await page.getByRole('button', { name: 'New ontology' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ontology' });
  await dialog.getByLabel('Name').fill('Supply chain');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/versions\/new$/);
  await page.getByRole('textbox', { name: 'Version name' }).fill('Initial');
  await pasteYaml(page, SUPPLY_YAML.replace('target: Company', 'target: Factory'));
  const problems = page.getByTestId('editor-errors');
  await expect(problems).toContainText(
    'Line 15, column 13: Relation "works_for" target "Factory" is not a class',
  );
  await expect(page.getByRole('button', { name: 'Save version' })).toBeDisabled();
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-yaml-invalid');
  await pasteYaml(page, SUPPLY_YAML);
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Save version' }).click();

  // R2.20: the version view, breadcrumb v1, tables and the diagram.
  await expect(page).toHaveURL(/\/versions\/[0-9a-f-]{36}$/);
  const breadcrumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(breadcrumbs).toContainText('v1');
  await expect(page.getByRole('table', { name: 'Classes' })).toContainText('firm, supplier');
  await expect(page.getByRole('table', { name: 'Relations' })).toContainText('works_for');
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-version');
  await page.getByRole('tab', { name: 'Diagram' }).click();
  await expect(page.locator('.react-flow__node')).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await captureScreens(page, 'ontologies-diagram');

  // R2.21: edit with the structured editor into v2.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Class name' }).fill('Invoice');
  await page.getByRole('button', { name: 'Add class' }).click();
  await page.getByRole('textbox', { name: 'New property of Invoice' }).fill('amount');
  await page
    .getByRole('combobox', { name: 'Type of the new Invoice property' })
    .selectOption('money');
  await page.getByRole('button', { name: 'Add property' }).last().click();
  await page.getByRole('button', { name: 'Remove relation works_for' }).click();
  await expect(page.getByText('3 changes to save')).toBeVisible();
  // Rename a class and change its label in its dialog, then make a property required.
  await page.getByRole('button', { name: 'Edit class Company' }).click();
  const classDialog = page.getByRole('dialog', { name: 'Edit class Company' });
  await classDialog.getByRole('textbox', { name: 'Name' }).fill('Supplier');
  await classDialog.getByRole('textbox', { name: 'Label' }).fill('Supplier');
  await classDialog.getByRole('textbox', { name: 'Patterns' }).fill('\\b[A-Z][a-z]+ (Ltd|GmbH)\\b');
  // Issue 16: the kind extraction reads from the class's name, until the author chooses one.
  await expect(classDialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('organization');
  await expect(classDialog).toContainText('read from its name until you choose');
  // Issue 16: examples and patterns tried on a passage before they are saved.
  await classDialog.getByRole('textbox', { name: 'Examples' }).fill('Acme Ltd');
  await classDialog.getByRole('button', { name: 'Try examples and patterns on a passage' }).click();
  await classDialog
    .getByRole('textbox', { name: 'Sample text' })
    .fill('ACME LTD signed with Globex GmbH.');
  await expect(classDialog.getByText('2 mentions spotted')).toBeVisible();
  await expect(classDialog.getByRole('list', { name: 'Mentions spotted' })).toContainText(
    'Globex GmbH by pattern 1',
  );
  await classDialog.getByRole('combobox', { name: 'Kind' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-edit-class');
  await classDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(classDialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit property name of Supplier' }).click();
  const propertyDialog = page.getByRole('dialog', { name: 'Edit property Supplier.name' });
  await propertyDialog.getByText('Required: every entity has a value').click();
  await propertyDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(propertyDialog).toBeHidden();
  const pending = page.getByTestId('pending-changes');
  await expect(pending).toContainText('Rename class Company to Supplier');
  await expect(pending).toContainText('Change required of property Supplier.name');
  await expect(page.getByText('6 changes to save')).toBeVisible();
  // The YAML tab shows the same ontology; coming back keeps the changes.
  await page.getByRole('tab', { name: 'YAML' }).click();
  await expect(page.getByTestId('yaml-editor')).toContainText('name: Supplier');
  await page.getByRole('tab', { name: 'Editor' }).click();
  await expect(page.getByText('6 changes to save')).toBeVisible();
  await page.getByRole('textbox', { name: 'Version name' }).fill('With invoices');
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-editor');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(breadcrumbs).toContainText('v2');
  await expect(page.getByRole('table', { name: 'Properties' })).toContainText('money');
  await expect(page.getByRole('table', { name: 'Classes' })).toContainText('Supplier');

  // Export v2: a .yaml file named after the ontology.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export YAML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Supply-chain-v2.yaml');
  const exported = readFileSync((await file.path())!, 'utf8');
  expect(exported).toContain('name: Invoice');

  // The diff between v1 and v2.
  await breadcrumbs.getByRole('link', { name: 'Supply chain' }).click();
  await expect(page.getByRole('link', { name: 'v2' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-detail');
  await page.getByRole('link', { name: 'Compare the last two versions' }).click();
  const rows = page.getByTestId('diff-row');
  await expect(rows.filter({ hasText: 'Invoice' }).first()).toContainText('Added');
  await expect(rows.filter({ hasText: 'works_for' })).toContainText('Removed');
  // v2 was made from the editor's modifications: the rename shows as a rename (issue 17).
  const renamed = rows
    .filter({ hasText: /^Renamed/ })
    .filter({ hasText: 'Supplier' })
    .first();
  await expect(renamed).toContainText('Company → Supplier');
  await expect(renamed).toContainText('label');
  await expect(rows.filter({ hasText: /^Removed.*Company$/ })).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-diff');

  // Re-import the exported file into another ontology: the same content.
  await page.goto(`${ontologies}/active`);
  await page.getByRole('button', { name: 'New ontology' }).click();
  await dialog.getByLabel('Name').fill('Imported copy');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/versions\/new$/);
  await page.getByRole('textbox', { name: 'Version name' }).fill('Imported');
  await pasteYaml(page, exported);
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(breadcrumbs).toContainText('v1');
  await expect(page.getByRole('table', { name: 'Properties' })).toContainText('amount');

  // Archive: the list moves it, and both version pages show the archived-ontology error.
  const versionUrl = page.url();
  await breadcrumbs.getByRole('link', { name: 'Imported copy' }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('“Imported copy” archived')).toBeVisible();
  await page.goto(`${ontologies}/archived`);
  await expect(page.getByRole('link', { name: 'Imported copy' })).toBeVisible();
  await page.goto(`${versionUrl.replace(/\/versions\/.+$/, '')}/versions/new`);
  await expect(page.getByText('This ontology is archived')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'ontologies-archived-error');
  await page.goto(`${versionUrl}/edit`);
  await expect(page.getByText('This ontology is archived')).toBeVisible();
});
