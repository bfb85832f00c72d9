import { expect, test } from '../support/test';
import { createVerifiedUser, signIn, uniqueEmail } from '../support/api';
import { admin, stack } from '../support/stack';
import { captureScreens, expectAccessible } from '../support/checks';
import { signedInAdmin } from '../support/session';

test('R4.01 R2.27 an admin refuses a user, then activates them; the table and breadcrumbs follow', async ({
  page,
}) => {
  const email = uniqueEmail('review');
  const password = 'a long enough password';
  await createVerifiedUser(email, password);
  const token = await signIn(email, password);
  await fetch(`${stack.apiUrl}/api/users/me/onboarding`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role_in_organization: 'Chemist', goal: 'Catalog compounds' }),
  });

  await signedInAdmin(page);
  await page.goto('/settings/users?sort=-created_at');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-created_at');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('email');
  await expect(page).toHaveURL(/sort=email/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending_admin_review');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: email })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'settings-users');
  await page.getByRole('link', { name: email }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    /Settings.*Users.*Ada Lovelace/,
  );
  await expect(page.getByText('Catalog compounds')).toBeVisible();
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByText('Ada Lovelace refused')).toBeVisible();

  // The refused user sees the refusal screen.
  const me = await fetch(`${stack.apiUrl}/api/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { status: string }).status).toBe('refused');

  // From refused the table allows approve or deactivate.
  const actions = page.getByRole('region', { name: 'Account status' });
  await expect(actions.getByRole('button')).toHaveText(['Approve', 'Deactivate']);
  await actions.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Ada Lovelace approved')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Deactivate']);
  await expectAccessible(page);

  // A transition outside the table is refused by the API with 422.
  const adminToken = await signIn(admin.email, admin.password);
  const userId = page.url().split('/').pop();
  const invalid = await fetch(
    `${stack.apiUrl}/api/users/status/${userId}?status=pending_onboarding_info`,
    { method: 'PATCH', headers: { authorization: `Bearer ${adminToken}` } },
  );
  expect(invalid.status).toBe(422);
});
