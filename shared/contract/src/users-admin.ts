import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { searchTextSchema } from './fields';
import { userStatusSchema, type User, type UserStatus } from './users';

// What user administration and the API key need: not on the sign-in screen, so classic zod
// (the session's user schemas are in ./users).

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
  status: z.optional(userStatusSchema),
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
