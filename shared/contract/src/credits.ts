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

/**
 * A chat reply's charge, sent by the chat service as the user who asked (their own ledger only):
 * small and bounded, the service's reply already ran.
 */
export const chatChargeBodySchema = z.strictObject({
  credits: z.number().int().min(1).max(100),
  reason: z.literal('chat'),
  project_id: z.uuid(),
  reference: z.strictObject({
    agent: z.enum(['ontology_assistant', 'kb_chat', 'kb_dashboard_builder']),
    chat_thread_id: z.uuid(),
    chat_message_id: z.uuid(),
  }),
});
export type ChatChargeBody = z.infer<typeof chatChargeBodySchema>;
