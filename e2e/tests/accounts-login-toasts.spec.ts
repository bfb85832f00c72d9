import { expect, test, type Page } from '../support/test';
import {
  signIn as apiSignIn,
  createActiveUser,
  createVerifiedUser,
  uniqueEmail,
} from '../support/api';
import { admin } from '../support/stack';
import { captureScreens, expectAccessible } from '../support/checks';

const PASSWORD = 'a long enough password';

async function attempt(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('R8.03 R8.05 wrong passwords toast, then the limit of the account from this address answers 429 with the quota toast', async ({
  page,
}) => {
  const email = uniqueEmail('limited');
  await createActiveUser(await apiSignIn(admin.email, admin.password), email, PASSWORD);
  await page.goto('/auth/login');
  for (let failures = 0; failures < 5; failures++) {
    await attempt(page, email, `wrong password ${failures}`);
    await expect(page.getByText('Incorrect email or password.').last()).toBeVisible();
  }
  // Locked for the window from this address: even the right password gets 429.
  await attempt(page, email, PASSWORD);
  await expect(page.getByText('Too many attempts.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectAccessible(page);
  await captureScreens(page, 'login-rate-limited');
});

test('R8.04 a personal address is refused at sign-in when the deployment requires work emails', async ({
  page,
}) => {
  const email = `someone-${Date.now()}@gmail.com`;
  // The refusal happens at sign-in, after the password check.
  await createVerifiedUser(email, PASSWORD);
  await page.goto('/auth/login');
  await attempt(page, email, PASSWORD);
  await expect(
    page.getByText('Sign-in with a personal email address is not allowed.'),
  ).toBeVisible();
  await expect(page.getByText('Use the email address of your organization.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectAccessible(page);
});
