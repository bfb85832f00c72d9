import type { DocumentPage } from './document-model';
import { SECTION_CHARS } from './html';
import { PageBuilder } from './page-builder';

/**
 * Plain text: blank lines separate paragraphs; form feeds (as written by pdftotext and printers)
 * separate numbered pages. Without form feeds the text is cut into sections between paragraphs.
 */
export function* textToPages(text: string, documentId: string): Generator<DocumentPage> {
  const paged = text.includes('\f');
  const builder = new PageBuilder(documentId, 'text');
  let pageNumber = 1;
  let pageStart = 0;
  while (pageStart <= text.length) {
    const formFeed = paged ? text.indexOf('\f', pageStart) : -1;
    const pageEnd = formFeed === -1 ? text.length : formFeed;
    const paragraphs = /\S[\s\S]*?(?=\r?\n[ \t]*\r?\n|$)/g;
    const pageText = text.slice(pageStart, pageEnd);
    for (let match = paragraphs.exec(pageText); match; match = paragraphs.exec(pageText)) {
      builder.add('paragraph', match[0]);
      if (!paged && builder.size >= SECTION_CHARS) yield builder.finish(null);
    }
    if (paged) yield builder.finish(pageNumber);
    pageNumber += 1;
    pageStart = pageEnd + 1;
  }
  if (!paged && (builder.size > 0 || builder.isFirst)) yield builder.finish(null);
}
