import { expect, test } from '../support/test';
import { stack } from '../support/stack';
import { captureScreens, expectAccessible } from '../support/checks';
import { signIn } from '../support/api';
import { signedInUser, storedToken, storeToken } from '../support/session';

const meWith = (key: string) =>
  fetch(`${stack.apiUrl}/api/users/me`, { headers: { authorization: `Bearer ${key}` } });

test('R2.25 R2.26 settings: profile edit, API key created, used over HTTP and rotated', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.webUrl,
  });
  await signedInUser(page, 'settings');

  // The index goes to the profile and keeps goBack.
  await page.goto('/settings?goBack=%2Fprojects');
  await expect(page).toHaveURL(/\/settings\/profile\?goBack=%2Fprojects$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Organizational')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'settings-profile');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('textbox', { name: /First name/ }).fill('Grace');
  await page.getByRole('textbox', { name: /Organization/ }).fill('Navy Research');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByText('Navy Research')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Navy Research')).toBeVisible();

  // API key: shown once with copy, masked afterwards.
  await page.getByRole('link', { name: 'API key' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys\?goBack=%2Fprojects$/);
  await expect(page.getByText('You have no API key yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create an API key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^olk_/);
  const firstKey = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);
  await expect(page.getByText(`olk_…${firstKey.slice(-4)}`)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'settings-api-key-new');

  // The key is a bearer token for a plain HTTP client.
  const me = await meWith(firstKey);
  expect(me.status).toBe(200);
  expect(((await me.json()) as { first_name: string }).first_name).toBe('Grace');

  // After a reload only the masked key and its date remain.
  await page.reload();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByText(`olk_…${firstKey.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(/^Created on /)).toBeVisible();

  // Rotation invalidates the old key.
  await page.getByRole('button', { name: 'Replace the key' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace the key' }).click();
  await expect(shown).toHaveText(/^olk_/);
  const secondKey = (await shown.textContent()) ?? '';
  expect(secondKey).not.toBe(firstKey);
  expect((await meWith(firstKey)).status).toBe(401);
  expect((await meWith(secondKey)).status).toBe(200);

  // Back leads to where the user came from.
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('sign-out ends the session on the server; sign out everywhere ends every other one too', async ({
  page,
}) => {
  const user = await signedInUser(page, 'sessions');
  const browserToken = (await storedToken(page)) ?? '';
  const otherDevice = await signIn(user.email, user.password);

  // The user menu's sign-out revokes the browser's token, not the other device's.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await meWith(browserToken)).status).toBe(401);
  expect((await meWith(otherDevice)).status).toBe(200);

  // Sign out everywhere, from the profile, after a confirmation.
  await storeToken(page, await signIn(user.email, user.password));
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(dialog.getByText(/Your API key keeps working/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await meWith(otherDevice)).status).toBe(401);
  expect(await storedToken(page)).toBeNull();
});

test('R6.01 a user who is not super admin gets the forbidden view on /settings/users', async ({
  page,
}) => {
  await signedInUser(page, 'forbidden');
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).not.toContainText(
    'Users',
  );
  await expectAccessible(page);
});

test('R2.26 R3.07 billing shows the current period, credits and the quota bar', async ({
  page,
}) => {
  await signedInUser(page, 'billing');
  await page.goto('/settings/profile');
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('credits-used')).toHaveText('0');
  await expect(page.getByText('of 1,000 credits used')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByText(/^Billing period: /)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'settings-billing');
});
