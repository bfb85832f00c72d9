import type { BlockKind, DocumentFormat, DocumentPage, TextBlock } from './document-model';
import { PAGE_SEPARATOR } from './document-model';

const BLOCK_SEPARATOR = '\n\n';

// Inside a block, runs of whitespace become one space; tables and code keep their line breaks
// because rows and lines carry meaning, but lose blank lines so that a blank line always means a
// block boundary (the chunker relies on it).
const normalizeInline = (text: string): string => text.replace(/\s+/g, ' ').trim();
const normalizeLines = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r\u00a0]+/g, ' ').trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n')
    .trim();

/**
 * Accumulates the blocks of one page and assigns document offsets, so every extractor (PDF, HTML,
 * DOCX, Markdown, text) produces the same model. Offsets continue across pages.
 */
export class PageBuilder {
  private parts: string[] = [];
  private blocks: TextBlock[] = [];
  private length = 0;
  private pageStart: number;
  private index = 0;

  constructor(
    private readonly documentId: string,
    private readonly format: DocumentFormat,
    private readonly pageCount: number | null = null,
  ) {
    this.pageStart = 0;
  }

  /** Characters of the current page so far. */
  get size(): number {
    return this.length;
  }

  /** True until the first page is finished: an empty document still yields one empty page. */
  get isFirst(): boolean {
    return this.index === 0;
  }

  /** `lines`: keep the block's line breaks (a plain-text paragraph's hard breaks). */
  add(kind: BlockKind, raw: string, level: number | null = null, lines = false): void {
    const text =
      lines || kind === 'table' || kind === 'code' ? normalizeLines(raw) : normalizeInline(raw);
    if (text === '') return;
    if (this.parts.length > 0) {
      this.parts.push(BLOCK_SEPARATOR);
      this.length += BLOCK_SEPARATOR.length;
    }
    const start = this.pageStart + this.length;
    this.parts.push(text);
    this.length += text.length;
    this.blocks.push({
      kind,
      level: kind === 'heading' ? level : null,
      start,
      end: start + text.length,
    });
  }

  /** Closes the current page (even when empty, so page numbers stay aligned) and starts the next. */
  finish(number: number | null): DocumentPage {
    const text = this.parts.join('');
    const page: DocumentPage = {
      document_id: this.documentId,
      format: this.format,
      number,
      index: this.index,
      page_count: this.pageCount,
      start: this.pageStart,
      end: this.pageStart + text.length,
      text,
      blocks: this.blocks,
    };
    this.index += 1;
    this.pageStart = page.end + PAGE_SEPARATOR.length;
    this.parts = [];
    this.blocks = [];
    this.length = 0;
    return page;
  }
}
