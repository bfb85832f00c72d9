import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  creditLedger,
  creditPeriods,
  extractionRuns,
  type CreditPeriodRow,
} from '../db/schema/index';

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

export type PeriodOf = Parameters<typeof ensurePeriod>[1];

export function createCreditsRepo(db: Database) {
  return {
    ensurePeriod: (row: PeriodOf, session: Executor = db) => ensurePeriod(session, row),
    usedIn: (periodId: string) => usedIn(db, periodId),

    /**
     * Records work that already ran, in the caller's transaction (with the results it paid for,
     * so a retried job never charges twice); the quota was checked when the work started.
     */
    async chargeIn(
      session: Executor,
      period: PeriodOf,
      entry: { amount: number; reason: string; reference: Record<string, string> },
    ) {
      const row = await ensurePeriod(session, period);
      await session.insert(creditLedger).values({
        userId: row.userId,
        periodId: row.id,
        amount: entry.amount,
        reason: entry.reason,
        reference: entry.reference,
      });
    },

    /** One user's charges of run steps, newest first, after the `(createdAt, id)` cursor. */
    history(userId: string, limit: number, after?: { createdAt: Date; id: string }) {
      // Milliseconds, as the cursor carries them (a Date): microseconds would skip rows.
      const at = sql`date_trunc('milliseconds', ${creditLedger.createdAt})`;
      return db
        .select({
          id: creditLedger.id,
          amount: creditLedger.amount,
          reference: creditLedger.reference,
          createdAt: creditLedger.createdAt,
          runName: extractionRuns.name,
        })
        .from(creditLedger)
        .leftJoin(
          extractionRuns,
          sql`${extractionRuns.id}::text = ${creditLedger.reference}->>'extraction_run_id'`,
        )
        .where(
          and(
            eq(creditLedger.userId, userId),
            isNotNull(sql`${creditLedger.reference}->>'project_id'`),
            isNotNull(sql`${creditLedger.reference}->>'step'`),
            after
              ? or(
                  lt(at, sql`${after.createdAt.toISOString()}::timestamptz`),
                  and(
                    eq(at, sql`${after.createdAt.toISOString()}::timestamptz`),
                    lt(creditLedger.id, after.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(at), desc(creditLedger.id))
        .limit(limit);
    },

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
