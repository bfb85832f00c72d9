import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limiter (`login:address:<ip>`, `reset:account:<email>`…), in
 * the database so that every API process counts against the same limit.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_resets_idx').on(table.resetsAt)],
);
