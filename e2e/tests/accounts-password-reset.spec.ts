import { expect, test } from '../support/test';
import { stack } from '../support/stack';
import { linkFromOutbox } from '../support/api';
import { captureScreens, expectAccessible } from '../support/checks';
import { signedInUser, storedToken } from '../support/session';

const NEW_PASSWORD = 'a fresh reset passphrase';

test('R2.04 password reset by the link from the outbox revokes old sessions and works once', async ({
  page,
}) => {
  const user = await signedInUser(page, 'reset');
  const oldToken = await storedToken(page);

  // Ask for a link from the login page.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'forgot-password');
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expectAccessible(page);

  // Open the mailed link and choose a new password.
  const link = await linkFromOutbox(user.email, '/auth/forgot-password');
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm the new password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'new-password');
  await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  // The session that existed before the reset is gone.
  const me = await fetch(`${stack.apiUrl}/api/users/me`, {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(me.status).toBe(401);

  // The old password fails, the new one signs in.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  // The link works once.
  await page.goto(path);
  await page.getByLabel(/^New password/).fill('yet another passphrase');
  await page.getByLabel(/^Confirm the new password/).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This password reset link has already been used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessible(page);
});
