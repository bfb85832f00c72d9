import type { CurrentUser } from '@ontoloom/contract';
import type { StubHandler } from './fetch-stub';

export const ACTIVE_USER: CurrentUser = {
  id: '99999999-9999-4999-8999-999999999999',
  email: 'ada@example.org',
  is_organizational_email: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Analytical',
  status: 'active',
  onboarding_info: { role_in_organization: 'Analyst', goal: 'Map engines' },
  created_at: '2025-01-01T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
};

/** Answers `GET /api/users/me` with an active user (the loaders' guard) and the rest with `handler`. */
export const asActiveUser =
  (handler: StubHandler): StubHandler =>
  (request) =>
    request.url.pathname === '/api/users/me' ? { body: ACTIVE_USER } : handler(request);
