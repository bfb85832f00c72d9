import { z } from 'zod';
import {
  MULTILINE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
  isMultilineText,
  isSingleLineText,
  timestampSchema,
} from './common';

/*
 * The field schemas of the contract's other areas, in classic zod (the rules they apply are in
 * `./common`, which the sign-in screen loads in zod/mini).
 */

/** A one-line request string (names, search, ids from elsewhere): no control characters. */
export const text = () => z.string().refine(isSingleLineText, SINGLE_LINE_TEXT_MESSAGE);
/** A request string that may span lines (descriptions, YAML): tab, LF and CR allowed. */
export const multilineText = () => z.string().refine(isMultilineText, MULTILINE_TEXT_MESSAGE);

export const searchTextSchema = text().trim().max(200);

/** `null` means active; a timestamp means archived (spec section 3). */
export const archivedAtSchema = z.nullable(timestampSchema);

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
