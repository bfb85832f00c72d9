import type { OnboardingInfo } from '@ontoloom/contract';
import { boolean, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Same values as the contract's userStatusSchema; users.repo checks the two stay in step.
export const userStatus = pgEnum('user_status', [
  'pending_admin_review',
  'pending_onboarding_info',
  'active',
  'inactive',
  'refused',
]);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased so the unique constraint is case-insensitive.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  organizationName: text('organization_name').notNull(),
  isOrganizationalEmail: boolean('is_organizational_email').notNull(),
  status: userStatus('status').notNull().default('pending_onboarding_info'),
  onboardingInfo: jsonb('onboarding_info').$type<OnboardingInfo>(),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // Only the sha256 of the key is kept; the masked form is what the user sees afterwards.
  apiKeyHash: text('api_key_hash').unique(),
  apiKeyMasked: text('api_key_masked'),
  apiKeyCreatedAt: timestamp('api_key_created_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
