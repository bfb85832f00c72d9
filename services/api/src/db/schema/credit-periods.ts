import { doublePrecision, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per user and monthly billing period, created when first needed with the configured
 * default quota; an operator may raise one user's quota by editing the row.
 */
export const creditPeriods = pgTable(
  'credit_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    creditsQuota: doublePrecision('credits_quota').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('credit_periods_user_period_key').on(table.userId, table.periodStart)],
);

export type CreditPeriodRow = typeof creditPeriods.$inferSelect;
