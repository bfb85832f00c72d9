import { z } from 'zod';
import { idSchema, multilineText, searchTextSchema, text, timestampSchema } from './common';

export const userStatusSchema = z.enum([
  'pending_admin_review',
  'pending_onboarding_info',
  'active',
  'inactive',
  'refused',
]);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const onboardingInfoSchema = z.object({
  role_in_organization: text().trim().min(1).max(200),
  goal: multilineText().trim().min(1).max(2000),
});
export type OnboardingInfo = z.infer<typeof onboardingInfoSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.email(),
  is_organizational_email: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  organization_name: z.string(),
  status: userStatusSchema,
  onboarding_info: onboardingInfoSchema.nullable(),
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = userSchema.extend({
  is_super_admin: z.boolean(),
  masked_api_key: z.string().nullable(),
  api_key_created_at: timestampSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `PATCH /api/users/me`: a user edits their own names and organization (any subset). */
export const currentUserPatchSchema = z
  .object({
    first_name: text().trim().min(1).max(100),
    last_name: text().trim().min(1).max(100),
    organization_name: text().trim().min(1).max(200),
  })
  .partial();
export type CurrentUserPatch = z.infer<typeof currentUserPatchSchema>;

/**
 * The one table of status changes an admin may make (the API enforces it with a 422, the UI
 * offers only these). Onboarding itself (pending_onboarding_info → pending_admin_review) is the
 * user's own step, not an admin one.
 */
export const ADMIN_STATUS_TRANSITIONS: Record<UserStatus, readonly UserStatus[]> = {
  pending_onboarding_info: ['inactive'],
  pending_admin_review: ['active', 'refused', 'inactive'],
  refused: ['active', 'inactive'],
  active: ['inactive'],
  inactive: ['active'],
};

export const canChangeUserStatus = (from: UserStatus, to: UserStatus): boolean =>
  ADMIN_STATUS_TRANSITIONS[from].includes(to);

/** Display helper for the spec's `email_type` (R3.01). */
export const emailTypeOf = (
  user: Pick<User, 'is_organizational_email'>,
): 'organizational' | 'personal' => (user.is_organizational_email ? 'organizational' : 'personal');

export const USER_SORT_FIELDS = [
  'created_at',
  'email',
  'last_name',
  'organization_name',
  'status',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** A sort field, descending when prefixed with `-`. */
export const userSortSchema = z.enum(
  USER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const) as [
    UserSortField | `-${UserSortField}`,
    ...(UserSortField | `-${UserSortField}`)[],
  ],
);
export type UserSort = z.infer<typeof userSortSchema>;

export const userListQuerySchema = z.object({
  search: searchTextSchema.optional(),
  status: userStatusSchema.optional(),
  sort: userSortSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userStatusQuerySchema = z.object({ status: userStatusSchema });
export type UserStatusQuery = z.infer<typeof userStatusQuerySchema>;

export const userParamsSchema = z.object({ user_id: idSchema });
export type UserParams = z.infer<typeof userParamsSchema>;

/** `PUT /api/users/me/api-key`: the clear key is returned once, only the masked form afterwards. */
export const apiKeyResponseSchema = z.object({
  api_key: z.string(),
  masked_api_key: z.string(),
  api_key_created_at: timestampSchema,
});
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;
