import { z } from 'zod';
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
export const SINGLE_LINE_TEXT_MESSAGE = 'Must be one line of text, without control characters';
export const MULTILINE_TEXT_MESSAGE = 'Must be text without control characters';

/** A one-line request string (names, search, ids from elsewhere): no control characters. */
export const text = () =>
  z.string().refine((value) => !NOT_SINGLE_LINE_TEXT.test(value), SINGLE_LINE_TEXT_MESSAGE);
/** A request string that may span lines (descriptions, YAML): tab, LF and CR allowed. */
export const multilineText = () =>
  z.string().refine((value) => !NOT_MULTILINE_TEXT.test(value), MULTILINE_TEXT_MESSAGE);

export const idSchema = z.uuid();
// Offsets are accepted so a Postgres timestamptz rendered with +00:00 still validates.
export const timestampSchema = z.iso.datetime({ offset: true });
/** `null` means active; a timestamp means archived (spec section 3). */
export const archivedAtSchema = timestampSchema.nullable();

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

export const searchTextSchema = text().trim().max(200);

/** List query for archivable collections: active by default, `archived=true` for the archived sub-list. */
export const archivableListQuerySchema = z.object({
  search: searchTextSchema.optional(),
  archived: z.stringbool().optional(),
});
export type ArchivableListQuery = z.infer<typeof archivableListQuerySchema>;

/** Body of a `text/event-stream` response: events as text, not JSON (not validated). */
export const sseResponseSchema = z.string();

export const serializationFormatSchema = z.enum(['json', 'yaml']);
export type SerializationFormat = z.infer<typeof serializationFormatSchema>;

/** Export response of runs (json|yaml) and ontology versions (yaml). */
export const exportResponseSchema = z.object({
  data_serialized: z.string(),
  serialization_format: serializationFormatSchema,
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const nameSchema = text().trim().min(1).max(200);
export const descriptionSchema = multilineText().trim().max(2000);

/** Path params shared by every project-scoped endpoint. */
export const projectParamsSchema = z.object({ project_id: idSchema });
export type ProjectParams = z.infer<typeof projectParamsSchema>;

/** Credits info a 429 may carry, so the UI can show used, quota and period end (spec section 8). */
export const quotaErrorBodySchema = errorBodySchema.extend({
  credits_usage: z
    .object({
      credits_quota: z.number(),
      credits_used: z.number(),
      period_start: z.string(),
      period_end: z.string(),
      quota_exceeded: z.boolean(),
    })
    .optional(),
});
export type QuotaErrorBody = z.infer<typeof quotaErrorBodySchema>;
