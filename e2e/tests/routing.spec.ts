import { expect, test } from '../support/test';
import { signedInUser } from '../support/session';
import { captureScreens, expectAccessible } from '../support/checks';

test('R2.09 a protected route sends an unauthenticated user to sign-in with the redirect param', async ({
  page,
}) => {
  await page.goto('/projects?search=atlas');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprojects%3Fsearch%3Datlas$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'login');
});

test('R2.01 R2.10 /auth goes to sign-in, and after sign-in the redirect param is honoured', async ({
  page,
}) => {
  const user = await signedInUser(page, 'redirect');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/projects?search=nothing-here');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects\?search=nothing-here$/);
  await expect(page.getByRole('heading', { name: 'No matching projects' })).toBeVisible();
});

test('R2.28 unknown pages and unknown projects show not-found views', async ({ page }) => {
  await signedInUser(page, 'notfound');
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  // Inside the app: its header and navigation stay (issue 17).
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to projects' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('This project does not exist or you no longer have access to it.'),
  ).toBeVisible();
});

test('every page links the Ontoloom icon, served as SVG: no favicon 404', async ({ page }) => {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(notFound).toEqual([]);
});

test('R2.27 each page has its own tab title', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await expect(page).toHaveTitle('Sign up — Ontoloom');
  await signedInUser(page, 'titles');
  await expect(page).toHaveTitle('Sign in — Ontoloom');
  await page.goto('/projects');
  await expect(page).toHaveTitle('Projects — Ontoloom');
  await page.goto('/settings/profile');
  await expect(page).toHaveTitle('Profile — Ontoloom');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found — Ontoloom');
});
