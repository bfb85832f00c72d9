import { z } from 'zod';

/** Value sent in the `Api-Version` header (spec section 9). */
export const API_VERSION = '2.1.0';
/** Product (frontend + remotes) version (spec section 9). */
export const PRODUCT_VERSION = '0.43.0';

export const idSchema = z.uuid();
// Offsets are accepted so a Postgres timestamptz rendered with +00:00 still validates.
export const timestampSchema = z.iso.datetime({ offset: true });
/** `null` means active; a timestamp means archived (spec section 3). */
export const archivedAtSchema = timestampSchema.nullable();

export const errorItemSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** 1-based position in a submitted text (e.g. an ontology YAML), when the error has one. */
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** Every API error body: `{detail}`, plus `errors` on 422 validation failures. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.array(errorItemSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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

export const searchTextSchema = z.string().trim().max(200);

/** List query for archivable collections: active by default, `archived=true` for the archived sub-list. */
export const archivableListQuerySchema = z.object({
  search: searchTextSchema.optional(),
  archived: z.stringbool().optional(),
});
export type ArchivableListQuery = z.infer<typeof archivableListQuerySchema>;

export const serializationFormatSchema = z.enum(['json', 'yaml']);
export type SerializationFormat = z.infer<typeof serializationFormatSchema>;

/** Export response of runs (json|yaml) and ontology versions (yaml). */
export const exportResponseSchema = z.object({
  data_serialized: z.string(),
  serialization_format: serializationFormatSchema,
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const nameSchema = z.string().trim().min(1).max(200);
export const descriptionSchema = z.string().trim().max(2000);

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
