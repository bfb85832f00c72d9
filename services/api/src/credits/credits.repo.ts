import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditLedger, creditPeriods, type CreditPeriodRow } from '../db/schema/index';

type Executor = Pick<Database, 'select' | 'insert'>;

async function ensurePeriod(
  db: Executor,
  row: { userId: string; periodStart: Date; periodEnd: Date; creditsQuota: number },
): Promise<CreditPeriodRow> {
  // Concurrent first requests of a month race here; the unique key lets exactly one insert win.
  await db.insert(creditPeriods).values(row).onConflictDoNothing();
  const [period] = await db
    .select()
    .from(creditPeriods)
    .where(
      and(eq(creditPeriods.userId, row.userId), eq(creditPeriods.periodStart, row.periodStart)),
    );
  if (!period) throw new Error('credit period missing after insert');
  return period;
}

async function usedIn(db: Executor, periodId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number | null>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.periodId, periodId));
  return Number(row?.used ?? 0);
}

export function createCreditsRepo(db: Database) {
  return {
    ensurePeriod: (row: Parameters<typeof ensurePeriod>[1]) => ensurePeriod(db, row),
    usedIn: (periodId: string) => usedIn(db, periodId),

    /**
     * Appends a ledger entry unless it would take the period over its quota, atomically: the
     * period row is locked so two charges cannot both pass the check.
     */
    async chargeWithinQuota(
      period: CreditPeriodRow,
      entry: { amount: number; reason: string; reference?: Record<string, string> },
      allowOverQuota: boolean,
    ): Promise<{ charged: boolean; used: number }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: creditPeriods.id })
          .from(creditPeriods)
          .where(eq(creditPeriods.id, period.id))
          .for('update');
        const used = await usedIn(tx, period.id);
        if (!allowOverQuota && entry.amount > 0 && used + entry.amount > period.creditsQuota) {
          return { charged: false, used };
        }
        await tx.insert(creditLedger).values({
          userId: period.userId,
          periodId: period.id,
          amount: entry.amount,
          reason: entry.reason,
          reference: entry.reference ?? null,
        });
        return { charged: true, used: used + entry.amount };
      });
    },
  };
}

export type CreditsRepo = ReturnType<typeof createCreditsRepo>;
