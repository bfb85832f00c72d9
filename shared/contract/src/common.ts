import * as z from 'zod/mini';
import { errorBodySchema } from './errors';

export { API_VERSION, apiVersionAccepts, parseApiVersion } from './api-version';
/** Product (frontend + remotes) version (spec section 9). */
export const PRODUCT_VERSION = '0.43.0';

/*
 * Every string a request carries is built from `text()` or `multilineText()`: PostgreSQL refuses
 * the NUL character in text and JSON, and a lone UTF-16 surrogate in JSON (each a 500 if it got
 * that far; in text columns a lone surrogate silently became U+FFFD). No field has a use for the
 * other control characters (C0 and DEL) either. Multi-line text keeps tab, line feed and
 * carriage return. A contract test fails on any request string that lets NUL through.
 * A refinement rather than a `regex`: the pattern would clutter every text field of the JSON
 * Schemas made from these (OpenAPI, the ontology editor's help, LLM structured output).
 */
/* eslint-disable no-control-regex -- finding control characters is their point */
const NOT_SINGLE_LINE_TEXT = /[\u0000-\u001F\u007F\p{Cs}]/u;
const NOT_MULTILINE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;
/* eslint-enable no-control-regex */

/** Whether a request string is one line of text without control characters. */
export const isSingleLineText = (value: string): boolean => !NOT_SINGLE_LINE_TEXT.test(value);
/** Whether a request string is text without control characters (tab, LF and CR allowed). */
export const isMultilineText = (value: string): boolean => !NOT_MULTILINE_TEXT.test(value);
export const SINGLE_LINE_TEXT_MESSAGE = 'Must be one line of text, without control characters';
export const MULTILINE_TEXT_MESSAGE = 'Must be text without control characters';

/*
 * This module and the others of `./session` are written with zod/mini: the sign-in screen loads
 * them, and zod/mini's functions tree-shake where classic zod's methods cannot (zod in the
 * host's first bundle: 26.3 → 15.9 KiB gzip). Their schemas are ordinary zod schemas to
 * everything else: the rest of the contract (classic zod, `./fields`) nests them, and the API
 * validates with them.
 */

/** A one-line request string, with zod/mini checks after it: `singleLineText(z.trim(), z.maxLength(200))`. */
export const singleLineText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.refine(isSingleLineText, SINGLE_LINE_TEXT_MESSAGE), ...checks);
/** A request string that may span lines, with zod/mini checks after it. */
export const multilineTextOf = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.refine(isMultilineText, MULTILINE_TEXT_MESSAGE), ...checks);

export const idSchema = z.uuid();
// Offsets are accepted so a Postgres timestamptz rendered with +00:00 still validates.
export const timestampSchema = z.iso.datetime({ offset: true });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `GET /` answer. */
export const rootInfoSchema = z.object({
  name: z.literal('ontoloom'),
  version: z.string(),
  api_version: z.string(),
});
export type RootInfo = z.infer<typeof rootInfoSchema>;

/** Response of a 204 endpoint. */
export const noContentSchema = z.null();

/** Path params shared by every project-scoped endpoint. */
export const projectParamsSchema = z.object({ project_id: idSchema });
export type ProjectParams = z.infer<typeof projectParamsSchema>;

/** Credits info a 429 may carry, so the UI can show used, quota and period end (spec section 8). */
export const quotaErrorBodySchema = z.extend(errorBodySchema, {
  credits_usage: z.optional(
    z.object({
      credits_quota: z.number(),
      credits_used: z.number(),
      period_start: z.string(),
      period_end: z.string(),
      quota_exceeded: z.boolean(),
    }),
  ),
});
export type QuotaErrorBody = z.infer<typeof quotaErrorBodySchema>;

/** The credits usage a 429's body carries, if it carries one (else `undefined`). */
export const creditsUsageOf = (body: unknown): QuotaErrorBody['credits_usage'] => {
  if (typeof body !== 'object' || body === null || !('credits_usage' in body)) return undefined;
  const parsed = quotaErrorBodySchema.shape.credits_usage.safeParse(body.credits_usage);
  return parsed.success ? parsed.data : undefined;
};
