import type { DocumentPage } from './document-model';
import { SECTION_CHARS } from './html';
import { PageBuilder } from './page-builder';

/**
 * Plain text: blank lines separate paragraphs; form feeds (as written by pdftotext and printers)
 * separate numbered pages. Without form feeds the text is cut into sections between paragraphs.
 * Inside a paragraph, a line wrapped to the text's width goes on with the next; a shorter line
 * ends where it ends (an address, a signature block, a form's field, a list's item), so the
 * extractors read each such line as a unit.
 */
export function* textToPages(text: string, documentId: string): Generator<DocumentPage> {
  const paged = text.includes('\f');
  const wrap = wrapWidth(text);
  const builder = new PageBuilder(documentId, 'text');
  let pageNumber = 1;
  let pageStart = 0;
  while (pageStart <= text.length) {
    const formFeed = paged ? text.indexOf('\f', pageStart) : -1;
    const pageEnd = formFeed === -1 ? text.length : formFeed;
    const paragraphs = /\S[\s\S]*?(?=\r?\n[ \t]*\r?\n|$)/g;
    const pageText = text.slice(pageStart, pageEnd);
    for (let match = paragraphs.exec(pageText); match; match = paragraphs.exec(pageText)) {
      builder.add('paragraph', unwrapped(match[0], wrap), null, true);
      if (!paged && builder.size >= SECTION_CHARS) yield builder.finish(null);
    }
    if (paged) yield builder.finish(pageNumber);
    pageNumber += 1;
    pageStart = pageEnd + 1;
  }
  if (!paged && (builder.size > 0 || builder.isFirst)) yield builder.finish(null);
}

/** The width a text's lines were wrapped at: its longest line, up to a sample's worth of text. */
const wrapWidth = (text: string): number => {
  let longest = 0;
  for (const line of text.slice(0, 200_000).split('\n'))
    longest = Math.max(longest, line.trimEnd().length);
  return longest;
};

// The start of a list's item or a numbered clause: "1.", "1.2", "(a)", "iv)", "-", "•".
const LIST_ITEM =
  /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}[.)]|\(?[a-z]\)|\(?[ivx]{1,4}\)|[-•*–])[ \t]+\S/;

// A form's field opening a line: a label of a few words, capitalised, and its colon.
const FIELD_LINE = /^[ \t]*\p{Lu}[\p{L}'’/&()-]*(?:[ \t]+[\p{L}'’/&()-]+){0,4}:[ \t]+\S/u;

// Where a text aligns a table's columns: two spaces or more, or a tab, between two words, not
// after a sentence's or a label's end ("Lessor:      Van Houten B.V." is a field, "ends.  Then"
// two sentences).
const CELL_GAP = /(?<=[^\s.!?:;,])(?: {2,}|[ ]*\t[ \t]*)(?=\S)/g;
/** A table's row as HTML's and DOCX's rows are written: its cells joined by " | ". */
const cells = (line: string): string => {
  // An item's mark before its text is no cell of its own: "A1  Brunnwerk 300 pump", "10  Valves".
  const mark =
    /^[ \t]*(?:\p{Lu}{0,2}\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]\))(?: {2,}|[ ]*\t[ \t]*)(?=\S)/u.exec(
      line,
    );
  const head = mark ? `${mark[0].trimEnd().replace(/[ \t]+$/u, '')} ` : /^[ \t]*/.exec(line)![0];
  return head + line.slice(mark ? mark[0].length : head.length).replace(CELL_GAP, ' | ');
};
const ROW = /\S \| \S/;

/**
 * A paragraph with its soft line breaks made spaces and its hard ones kept. A break is soft where
 * a line was wrapped: the line runs close to the wrap width, or the next line goes on with a
 * small letter after no closing punctuation ("One\nline."). After a short line it is hard: an
 * address, a signature, a form's field, a list's item.
 */
const unwrapped = (paragraph: string, wrap: number): string => {
  const lines = paragraph.split(/\r?\n/).map(cells);
  let out = lines[0] ?? '';
  for (let i = 1; i < lines.length; i += 1) {
    const previous = lines[i - 1]!.trimEnd();
    const soft =
      // A list's item or a numbered clause starts a line of its own: "1.2 The Provider…".
      !LIST_ITEM.test(lines[i]!) &&
      // And a form's field: "Lessee's contact for notices: Mariana Okafor-Souza".
      !FIELD_LINE.test(lines[i]!) &&
      // So does a table's row, and the line after it.
      !ROW.test(lines[i]!) &&
      !ROW.test(previous) &&
      ((wrap >= 40 && previous.length >= 0.7 * wrap) ||
        // A title above "for and on behalf of" is no wrapped line: the line must be long enough
        // to have been wrapped, unless the whole text is too short to tell.
        (/^\s*\p{Ll}/u.test(lines[i]!) &&
          !/[.:;!?]$/.test(previous) &&
          (previous.length >= 30 || wrap < 40)));
    out += soft ? ' ' : '\n';
    out += lines[i];
  }
  return out;
};
