import { expect, test } from '../support/test';
import { admin } from '../support/stack';
import { linkFromOutbox, uniqueEmail } from '../support/api';
import { captureScreens, expectAccessible } from '../support/checks';

test('R1.05 sign-up, email verification, onboarding, admin approval, then projects', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const password = 'correct horse battery';

  // Sign up.
  await page.goto('/auth/sign-up');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Organization').fill('Navy Research');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await captureScreens(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Verification notice, then the link from the outbox.
  await expect(page).toHaveURL(/\/auth\/email-verification\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // Signing in before verification sends the user back to the notice.
  await page.goto(`/auth/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/email-verification/);

  const verifyLink = await linkFromOutbox(email, '/auth/email-verified');
  await page.goto(verifyLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  // A wrong password gives the invalid-credentials toast; the right one goes to onboarding.
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(email);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\/onboarding/);
  await expectAccessible(page);
  await page.getByLabel('Your role in your organization').fill('Research lead');
  await page.getByLabel('What do you want to achieve with Ontoloom?').fill('Map our suppliers');
  await captureScreens(page, 'onboarding');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is being reviewed' })).toBeVisible();

  // Until approval, protected areas send the user back to onboarding.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/auth\/onboarding/);

  // The super admin approves the account.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/auth/login');
  await adminPage.getByRole('textbox', { name: /email/i }).fill(admin.email);
  await adminPage.getByLabel(/^Password/).fill(admin.password);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage).toHaveURL(/\/projects/);
  await adminPage.goto('/settings/users?status=pending_admin_review');
  await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // Click once the list shows the search's one result, as a person would: a click while the
  // filtered list replaces the full one can land where the row was a moment before.
  await expect(adminPage).toHaveURL(/search=/);
  await expect(adminPage.getByRole('table').getByRole('row')).toHaveCount(2);
  await adminPage.getByRole('link', { name: email }).click();
  await expect(adminPage.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(adminPage.getByText('Map our suppliers')).toBeVisible();
  await expect(adminPage.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Users');
  await expectAccessible(adminPage);
  await captureScreens(adminPage, 'user-detail');
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Grace Hopper approved')).toBeVisible();
  await adminContext.close();

  // Now active: the root sends the user to projects.
  await page.goto('/');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expectAccessible(page);

  // Create two projects.
  for (const [name, description] of [
    ['Supplier atlas', 'Who supplies what'],
    ['Clinical notes', 'Trial reports'],
  ]) {
    await page
      .getByRole('button', { name: /New project|Create your first project/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name!);
    await dialog.getByLabel('Description').fill(description!);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText(`Project “${name}” created`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Supplier atlas' })).toBeVisible();
  await captureScreens(page, 'projects');

  // Search filters through the URL.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('clinical');
  await expect(page).toHaveURL(/search=clinical/);
  await expect(page.getByRole('heading', { name: 'Clinical notes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supplier atlas' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('');

  // Rename.
  await page.getByRole('button', { name: 'Actions for Supplier atlas' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Supplier map');
  await page.getByRole('dialog').getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Project renamed to “Supplier map”')).toBeVisible();

  // Open it: the project index goes to the active collections, with the project name in the breadcrumbs.
  await page.getByRole('link', { name: 'Supplier map' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/collections\/active$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Supplier map');
  await expect(page.getByRole('heading', { name: 'No document collections yet' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'project');

  // Delete with confirmation.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Clinical notes' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('Project “Clinical notes” deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clinical notes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Supplier map' })).toBeVisible();
});
