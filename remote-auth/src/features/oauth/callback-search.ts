import { z } from 'zod';

/** R2.06 R5.03: `state` and `code` are required and non-empty (`iss` comes with some providers). */
export const callbackSearchSchema = z.object({
  state: z.string().min(1),
  code: z.string().min(1),
  iss: z.string().min(1).optional().catch(undefined),
});

export type CallbackSearch =
  | { kind: 'denied' }
  | { kind: 'failed'; error: string }
  | ({ kind: 'code' } & z.infer<typeof callbackSearchSchema>);
