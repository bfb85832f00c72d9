import {
  stepNameSchema,
  type CreditsUsage,
  type UsageHistory,
  type UsageRecord,
} from '@ontoloom/contract';
import type { CreditPeriodRow, UserRow } from '../db/schema/index';
import { TooManyRequestsError, ValidationError } from '../errors';
import { billingPeriodOf } from './billing-period';
import type { CreditsRepo } from './credits.repo';

type Executor = Parameters<CreditsRepo['chargeIn']>[0];

const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

const decodeCursor = (cursor: string) => {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ValidationError('validation_failed', 'query.cursor: not a cursor this API gave');
  }
  return { createdAt, id };
};

const usageOf = (period: CreditPeriodRow, used: number): CreditsUsage => ({
  credits_quota: period.creditsQuota,
  credits_used: used,
  period_start: period.periodStart.toISOString(),
  period_end: period.periodEnd.toISOString(),
  quota_exceeded: used >= period.creditsQuota,
});

/** The quota refusal every charging step throws: 429 carrying the usage (spec section 8). */
export const quotaExceeded = (usage: CreditsUsage) =>
  new TooManyRequestsError(
    'quota_exceeded',
    'Credit quota exceeded for this billing period',
    undefined,
    {
      credits_usage: usage,
    },
  );

export type Charge = { amount: number; reason: string; reference?: Record<string, string> };

/**
 * Credits: a ledger per user and a quota per monthly billing period. Later steps estimate their
 * cost, `assertWithinQuota` before starting, and `charge` what they used.
 */
export function createCreditsService(deps: {
  creditsRepo: CreditsRepo;
  defaultQuota: number;
  now: () => Date;
}) {
  const { creditsRepo, now } = deps;

  const currentPeriod = (userId: string) => {
    const { start, end } = billingPeriodOf(now());
    return creditsRepo.ensurePeriod({
      userId,
      periodStart: start,
      periodEnd: end,
      creditsQuota: deps.defaultQuota,
    });
  };

  return {
    async usage(user: Pick<UserRow, 'id'>): Promise<CreditsUsage> {
      const period = await currentPeriod(user.id);
      return usageOf(period, await creditsRepo.usedIn(period.id));
    },

    /** Throws the 429 when `estimate` more credits would not fit in this period's quota. */
    async assertWithinQuota(user: Pick<UserRow, 'id'>, estimate = 0): Promise<CreditsUsage> {
      const period = await currentPeriod(user.id);
      const used = await creditsRepo.usedIn(period.id);
      const usage = usageOf(period, used);
      if (used >= period.creditsQuota || used + estimate > period.creditsQuota) {
        throw quotaExceeded(usage);
      }
      return usage;
    },

    /** Work that already ran, charged in the caller's transaction (see `CreditsRepo.chargeIn`). */
    async chargeIn(
      session: Executor,
      userId: string,
      entry: { amount: number; reason: string; reference: Record<string, string> },
    ) {
      const { start, end } = billingPeriodOf(now());
      await creditsRepo.chargeIn(
        session,
        { userId, periodStart: start, periodEnd: end, creditsQuota: deps.defaultQuota },
        entry,
      );
    },

    /** The user's run-step charges, newest first, a page at a time. */
    async history(
      user: Pick<UserRow, 'id'>,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<UsageHistory> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await creditsRepo.history(user.id, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const items: UsageRecord[] = page.map((row) => {
        const reference = row.reference ?? {};
        const step = stepNameSchema.safeParse(reference.step);
        return {
          id: row.id,
          project_id: reference.project_id ?? '',
          extraction_run_id: reference.extraction_run_id ?? null,
          run_name: row.runName ?? null,
          step: step.success ? step.data : 'chat',
          credits: Math.max(0, row.amount),
          created_at: row.createdAt.toISOString(),
        };
      });
      const last = page.at(-1);
      return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /**
     * Records a charge (or a refund, negative). With `allowOverQuota` work that already ran is
     * billed even past the quota; without it an over-quota charge is refused with the 429.
     */
    async charge(
      user: Pick<UserRow, 'id'>,
      charge: Charge,
      options: { allowOverQuota?: boolean } = {},
    ): Promise<CreditsUsage> {
      if (!Number.isFinite(charge.amount))
        throw new ValidationError('bad_request', 'Invalid credit amount');
      const period = await currentPeriod(user.id);
      const result = await creditsRepo.chargeWithinQuota(
        period,
        charge,
        options.allowOverQuota ?? false,
      );
      const usage = usageOf(period, result.used);
      if (!result.charged) throw quotaExceeded(usage);
      return usage;
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
