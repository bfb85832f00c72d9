import * as z from 'zod/mini';

/** The longest passage a document link carries; longer quotes are cut (the start finds it). */
export const SPAN_QUOTE_MAX = 300;

/**
 * Search params of a document's page that open it at a passage: the page (PDF) and the quoted
 * text, which the viewer highlights and scrolls to. The one home of this link's shape: results,
 * knowledge bases and chat citations build it here, the document route reads it here.
 */
export const documentSpanSearchSchema = z.object({
  page: z.catch(
    z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000)))),
    undefined,
  ),
  quote: z.catch(z.optional(z.string().check(z.maxLength(SPAN_QUOTE_MAX))), undefined),
  /** Where the passage starts in the document's text: picks among repeated quotes. */
  at: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(0)))), undefined),
});
export type DocumentSpanSearch = z.infer<typeof documentSpanSearchSchema>;

export type DocumentSpan = { page: number | null; text: string; start?: number };

/** `/projects/{p}/collections/{c}/documents/{d}`, opened at the span when one is given. */
export function documentPath(
  ids: { projectId: string; collectionId: string; documentId: string },
  span?: DocumentSpan,
): string {
  const path = `/projects/${ids.projectId}/collections/${ids.collectionId}/documents/${ids.documentId}`;
  if (!span) return path;
  const search = new URLSearchParams();
  if (span.page !== null) search.set('page', String(span.page));
  const quote = span.text.replace(/\s+/g, ' ').trim().slice(0, SPAN_QUOTE_MAX);
  if (quote) search.set('quote', quote);
  if (quote && span.start !== undefined) search.set('at', String(span.start));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
