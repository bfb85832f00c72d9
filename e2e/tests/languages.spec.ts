import { expect, test } from '../support/test';
import { call } from '../support/api';
import { captureScreens, expectAccessible } from '../support/checks';
import { createProject } from '../support/documents';
import { SUPPLY_YAML } from '../support/ontologies';
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
