import { API_VERSION } from '@ontoloom/contract';
import { stack } from './stack';

type OutboxMessage = { id: string; to: string; subject: string; text: string; html: string };

export async function call<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Api-Version', API_VERSION);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${stack.apiUrl}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Reads the embedded mail outbox and returns the first link of the newest mail to `email`. */
export async function linkFromOutbox(email: string, pathPart: string): Promise<string> {
  const messages = await call<OutboxMessage[]>(`/dev/outbox?to=${encodeURIComponent(email)}`);
  for (const message of messages) {
    const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
    if (link) return link;
  }
  throw new Error(`No mail to ${email} with a link to ${pathPart}`);
}

export async function signIn(email: string, password: string): Promise<string> {
  const token = await call<{ access_token: string }>('/api/auth/token', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return token.access_token;
}

/** Registered and email-verified through the public API (status pending_onboarding_info). */
export async function createVerifiedUser(email: string, password: string) {
  await call('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization_name: 'Analytical',
    }),
  });
  const link = new URL(await linkFromOutbox(email, '/auth/email-verified'));
  await call('/api/auth/verify-email', {
    method: 'POST',
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
}

/** A fully active user created through the public API, for journeys that start signed in. */
export async function createActiveUser(adminToken: string, email: string, password: string) {
  await createVerifiedUser(email, password);
  const token = await signIn(email, password);
  await call('/api/users/me/onboarding', {
    method: 'PATCH',
    token,
    body: JSON.stringify({ role_in_organization: 'Analyst', goal: 'Map suppliers' }),
  });
  const me = await call<{ id: string }>('/api/users/me', { token });
  await call(`/api/users/status/${me.id}?status=active`, { method: 'PATCH', token: adminToken });
  return { token, id: me.id };
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example-corp.test`;
