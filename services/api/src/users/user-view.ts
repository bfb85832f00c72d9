import type { CurrentUser, User } from '@ontoloom/contract';
import type { UserRow } from '../db/schema/index';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  is_organizational_email: row.isOrganizationalEmail,
  first_name: row.firstName,
  last_name: row.lastName,
  organization_name: row.organizationName,
  status: row.status,
  onboarding_info: row.onboardingInfo ?? null,
  created_at: row.createdAt.toISOString(),
});

export const toCurrentUser = (row: UserRow): CurrentUser => ({
  ...toUser(row),
  is_super_admin: row.isSuperAdmin,
  masked_api_key: row.apiKeyMasked ?? null,
  api_key_created_at: row.apiKeyCreatedAt?.toISOString() ?? null,
});
