import { expect, test, type Page } from '../support/test';
import { oidc } from '../support/stack';
import { captureScreens, expectAccessible } from '../support/checks';
import { storedToken } from '../support/session';

/** From the login page through the local provider's own login (and consent) pages. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  // First sign-in of this account at the provider: it asks to share the profile.
  await page.locator('button[type="submit"]').click();
}

test('R1.06 R2.08 sign-in through the local OIDC provider creates the account and stores the token', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('link', { name: 'Continue with Local ID' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'login-with-providers');

  const login = `marie.curie-${Date.now()}@radium-lab.test`;
  await signInAtProvider(page, login);
  // A new account starts with onboarding; the root route sends it there.
  await expect(page).toHaveURL(/\/auth\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Marie' })).toBeVisible();
  expect(await storedToken(page)).toMatch(/^olt_/);
});

test('R2.07 cancelling at the provider shows access denied and returns to /auth/login', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page.getByText('Access denied.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page);
});

test('R8.04 a personal email from the provider is refused with the personal-email toast', async ({
  page,
}) => {
  await signInAtProvider(page, `someone-${Date.now()}@gmail.com`);
  await expect(
    page.getByText('Sign-in with a personal email address is not allowed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('R2.06 a callback without state and code is an error, not a sign-in', async ({ page }) => {
  await page.goto('/auth/local/callback?state=only-state');
  // Told in words; the raw schema text ("Invalid search parameters (code: …") is not shown.
  await expect(page.getByText(/This link is incomplete or damaged/)).toBeVisible();
  await expect(page.getByText(/Invalid search parameters/)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});
