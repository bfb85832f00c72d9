import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTRACT_VERSION_FIELD } from '@ontoloom/federation/runtime';
import { expect, test } from '../support/test';
import { stack } from '../support/stack';
import { replaceStoredToken, signedInAdmin, signedInUser, storedToken } from '../support/session';
import { captureScreens } from '../support/checks';

const remotesFile = join(stack.env.DATA_DIR!, 'web', 'remotes.json');

test('R2.30 a remote that cannot load shows the reload dialog and breaks only its own area', async ({
  page,
}) => {
  const original = readFileSync(remotesFile, 'utf8');
  // Ops pin remote_projects to a version that is not deployed: its manifest answers 404.
  const pinned = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
  for (const remote of pinned.remotes) {
    if (remote.name === 'remote_projects') {
      remote.entry = `${stack.remoteUrl('remote_projects')}/9.9.9/mf-manifest.json`;
    }
  }
  writeFileSync(remotesFile, JSON.stringify(pinned));
  try {
    await signedInAdmin(page);
    await page.goto('/projects');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Part of the application could not be loaded.')).toBeVisible();
    await captureScreens(page, 'reload-dialog');

    // The other areas keep working.
    await page.goto('/settings/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.goto('/projects');
    await expect(dialog).toBeVisible();
  } finally {
    // Ops roll the pin back; nothing is rebuilt or restarted.
    writeFileSync(remotesFile, original);
  }
  // The dialog's button reloads the page, which now loads the remote again.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Create your first project' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('R2.30 a remote built for an API this app cannot serve is refused with the compatibility dialog', async ({
  page,
}) => {
  // Ops deploy remote_projects 9.0.0, built for API 3.0.0, beside the current version and pin it.
  const dist = resolve(import.meta.dirname, '../../remote-projects/dist');
  const current = readFileSync(remotesFile, 'utf8');
  const registry = JSON.parse(current) as { remotes: { name: string; entry: string }[] };
  const entry = registry.remotes.find((remote) => remote.name === 'remote_projects')!;
  const version = entry.entry.split('/').at(-2)!;
  cpSync(join(dist, version), join(dist, '9.0.0'), { recursive: true });
  const manifestFile = join(dist, '9.0.0', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: Record<string, unknown>;
  };
  expect(manifest.metaData[CONTRACT_VERSION_FIELD]).toMatch(/^2\.\d+\.\d+$/);
  manifest.metaData[CONTRACT_VERSION_FIELD] = '3.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  entry.entry = entry.entry.replace(`/${version}/`, '/9.0.0/');
  writeFileSync(remotesFile, JSON.stringify(registry));
  const refusedCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/9.0.0/') && !request.url().endsWith('/mf-manifest.json'))
      refusedCode.push(request.url());
  });
  try {
    await signedInAdmin(page);
    await page.goto('/projects');
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText('This part of the application does not match the server'),
    ).toBeVisible();
    await expect(dialog).toContainText('built for API 3.0.0');
    await captureScreens(page, 'compatibility-dialog');
    // Refused from its manifest: none of its code was fetched.
    expect(refusedCode).toEqual([]);
    // The other areas keep working.
    await page.goto('/settings/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  } finally {
    writeFileSync(remotesFile, current);
    rmSync(join(dist, '9.0.0'), { recursive: true, force: true });
  }
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('R4.06 a 401 mid-session clears the token and the cache and reloads to sign-in', async ({
  page,
}) => {
  await signedInUser(page, 'expired');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

  // The session ends on the server side while the page is open (an unknown token answers 401).
  await replaceStoredToken(page, 'olt_revoked-or-expired-token');
  await page
    .getByRole('button', { name: /New project|Create your first project/ })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('Name').fill('Never saved');
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprojects/);
  expect(await storedToken(page)).toBeNull();
});

test('R8.07 R2.29 a 412 version mismatch is shown in the error view and never retried', async ({
  page,
}) => {
  await signedInUser(page, 'version');
  let projectCalls = 0;
  // A browser bundle newer than the API: its calls carry a newer Api-Version than the server's.
  await page.route(`${stack.apiUrl}/api/projects*`, async (route) => {
    projectCalls += 1;
    await route.continue({ headers: { ...route.request().headers(), 'api-version': '2.9.0' } });
  });
  await page.goto('/projects');
  // Told by its code, in words; the server's detail ("Api-Version 2.9.0 is not supported…") is not shown.
  await expect(
    page.getByText('This version of the application is no longer compatible with the server.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await captureScreens(page, 'version-mismatch');
  expect(projectCalls).toBe(1);

  // R2.29: once the versions agree again, the error view's retry refetches and recovers.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
});
