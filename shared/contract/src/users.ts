import * as z from 'zod/mini';
import { idSchema, multilineTextOf, singleLineText, timestampSchema } from './common';

export const userStatusSchema = z.enum([
  'pending_admin_review',
  'pending_onboarding_info',
  'active',
  'inactive',
  'refused',
]);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const onboardingInfoSchema = z.object({
  role_in_organization: singleLineText(z.trim(), z.minLength(1), z.maxLength(200)),
  goal: multilineTextOf(z.trim(), z.minLength(1), z.maxLength(2000)),
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
  onboarding_info: z.nullable(onboardingInfoSchema),
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = z.extend(userSchema, {
  is_super_admin: z.boolean(),
  masked_api_key: z.nullable(z.string()),
  api_key_created_at: z.nullable(timestampSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `PATCH /api/users/me`: a user edits their own names and organization (any subset). */
export const currentUserPatchSchema = z.partial(
  z.object({
    first_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(100)),
    last_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(100)),
    organization_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
);
/** The profile form's fields, each required (the form sends all three). */
export const currentUserProfileSchema = z.required(currentUserPatchSchema);
export type CurrentUserPatch = z.infer<typeof currentUserPatchSchema>;
