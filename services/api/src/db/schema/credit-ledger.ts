import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditPeriods } from './credit-periods';
import { users } from './users';

/**
 * Append-only ledger of credit charges (positive) and refunds (negative). Usage of a period is
 * the sum of its entries; nothing is ever updated in place, so the history explains the total.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => creditPeriods.id, { onDelete: 'cascade' }),
    amount: doublePrecision('amount').notNull(),
    /** What was charged, e.g. `extraction` or `chunking`. */
    reason: text('reason').notNull(),
    /** Where the charge comes from (project, run, step), for per-run and per-step reports. */
    reference: jsonb('reference').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_period_idx').on(table.periodId)],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
