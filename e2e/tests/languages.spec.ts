import { expect, test } from '../support/test';
import { call } from '../support/api';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject } from '../support/documents';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { signedInUser } from '../support/session';

test('R1.08 switching to Arabic turns the page right-to-left and translates the ontology editor; French follows', async ({
  page,
}) => {
  const user = await signedInUser(page, 'languages');
  const project = await createProject(user.token, 'Multilingual');
  const base = `/api/projects/${project.id}`;
  const ontology = await call<{ id: string }>(`${base}/ontologies`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ name: 'Suppliers', description: '' }),
  });
  const version = await call<{ id: string }>(`${base}/ontology_versions`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({
      new_ontology: {
        mode: 'from_data',
        ontology_id: ontology.id,
        name: 'First',
        description: '',
        ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
      },
    }),
  });
  const editPath = `/projects/${project.id}/ontologies/${ontology.id}/versions/${version.id}/edit`;

  await page.goto(editPath);
  await expect(page.getByRole('heading', { name: 'Edit v1' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تعديل v1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'المحرر' })).toBeVisible();
  await page.getByRole('button', { name: 'حذف العلاقة works_for' }).click();
  await expect(page.getByText('تغيير واحد للحفظ')).toBeVisible();
  // Right-to-left: the row ends on the left, so saving comes left of cancelling.
  const save = await page.getByRole('button', { name: 'حفظ الإصدار' }).boundingBox();
  const cancel = await page.getByRole('button', { name: 'إلغاء' }).boundingBox();
  expect(save!.x).toBeLessThan(cancel!.x);
  await expectAccessible(page);
  await captureScreens(page, 'languages-ontology-editor-ar');

  // The choice is kept: a reload comes back in Arabic, then French is one switch away.
  await page.getByRole('button', { name: 'التراجع عن آخر تغيير' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تعديل v1' })).toBeVisible();
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Modifier v1' })).toBeVisible();
  await expect(page.getByText('Rien n’a encore changé', { exact: false })).toBeVisible();
  await captureScreens(page, 'languages-ontology-editor-fr');
});

test('R8.02 in French, a missing project (404) and a refused link (422) are told in French, not in the server’s English (issue 11)', async ({
  page,
}) => {
  await signedInUser(page, 'errors-fr');
  await page.addInitScript(() => window.localStorage.setItem('ontoloom.language', 'fr'));

  const missing = page.waitForResponse((response) => response.status() === 404);
  await page.goto('/projects/0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e');
  expect(await (await missing).json()).toMatchObject({ code: 'project_not_found' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByText('Ce projet n’existe pas ou vous n’y avez plus accès.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Project not found')).toHaveCount(0);

  const refused = page.waitForResponse((response) => response.status() === 422);
  await page.goto('/auth/email-verified?email=ada%40acme-corp.test&token=not-a-real-token');
  expect(await (await refused).json()).toMatchObject({ code: 'verification_link_invalid' });
  await expect(page.getByText('Ce lien de confirmation n’est pas valide.')).toBeVisible();
  await expect(page.getByText('This verification link is invalid')).toHaveCount(0);
});

test('in French, the YAML editor says what is wrong in French as you type (issue 11)', async ({
  page,
}) => {
  const user = await signedInUser(page, 'yaml-fr');
  await page.addInitScript(() => window.localStorage.setItem('ontoloom.language', 'fr'));
  const project = await createProject(user.token, 'Fournisseurs');
  const ontology = await call<{ id: string }>(`/api/projects/${project.id}/ontologies`, {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ name: 'Chaîne', description: '' }),
  });
  await page.goto(`/projects/${project.id}/ontologies/${ontology.id}/versions/new`);
  const editor = page.getByTestId('yaml-editor').locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(SUPPLY_YAML.replace('target: Company', 'target: Factory'));
  const problems = page.getByTestId('editor-errors');
  await expect(problems).toContainText(
    'La cible « Factory » de la relation « works_for » n’est pas une classe',
  );
  await expect(problems).not.toContainText('is not a class');
});

test('R1.08 at phone width the header stays one row in French and Arabic, and the open section tab is marked', async ({
  page,
}) => {
  const user = await signedInUser(page, 'languages-phone');
  const project = await createProject(user.token, 'Fournisseurs européens de longue date 2026');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['fr', 'ar']) {
    await page.evaluate((value) => localStorage.setItem('ontoloom.language', value), language);
    await page.goto(`/projects/${project.id}/collections/active`);
    const header = page.locator('header').first();
    await expect(header.getByRole('navigation')).toBeVisible();
    // One row: the product name, the two sections and the account menu side by side.
    expect((await header.boundingBox())!.height).toBeLessThan(70);
    const sections = page.getByRole('navigation', { name: /Sections du projet|أقسام المشروع/ });
    await expect(sections.locator('a[aria-current="page"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await captureScreens(page, `phone-header-${language}`);
  }
});
