import type { Page } from '@playwright/test';
import { admin } from './stack';
import { createActiveUser, signIn, uniqueEmail } from './api';

const TOKEN_STORAGE_KEY = 'ontoloom.access_token';

/** An active user, signed in in this page through the stored token, as after a real sign-in. */
export async function signedInUser(page: Page, label: string) {
  const email = uniqueEmail(label);
  const password = 'a long enough password';
  const adminToken = await signIn(admin.email, admin.password);
  const user = await createActiveUser(adminToken, email, password);
  await storeToken(page, user.token);
  return { ...user, email, password };
}

export async function signedInAdmin(page: Page) {
  await storeToken(page, await signIn(admin.email, admin.password));
}

export async function storeToken(page: Page, token: string) {
  await page.goto('/auth/login');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEY, token],
  );
}

export const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

export const replaceStoredToken = (page: Page, token: string) =>
  page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
