import { z } from 'zod';
import { timestampSchema } from './common';

export const creditsUsageSchema = z.object({
  credits_quota: z.number().nonnegative(),
  credits_used: z.number().nonnegative(),
  period_start: timestampSchema,
  period_end: timestampSchema,
  quota_exceeded: z.boolean(),
});
export type CreditsUsage = z.infer<typeof creditsUsageSchema>;
