export type DocumentFormat = 'pdf' | 'docx' | 'html' | 'markdown' | 'text';

export type BlockKind = 'heading' | 'paragraph' | 'list_item' | 'table' | 'code';

/** A structural unit of a page; offsets are into the whole document's text. */
export type TextBlock = {
  kind: BlockKind;
  /** 1 to 6 for headings, null otherwise. */
  level: number | null;
  start: number;
  end: number;
};

/**
 * One page of a paged format (PDF), or one section of a format without pages (then `number` is
 * null). The document's text is its pages' texts joined by PAGE_SEPARATOR, so `start`/`end` are
 * offsets into that whole text and `text === documentText.slice(start, end)`.
 */
export type DocumentPage = {
  document_id: string;
  format: DocumentFormat;
  number: number | null;
  /** Position of this page or section in the stream, from 0. */
  index: number;
  /** Number of pages when the format knows it up front (PDF), else null. */
  page_count: number | null;
  start: number;
  end: number;
  text: string;
  blocks: TextBlock[];
};

export const PAGE_SEPARATOR = '\n\n';

export type SourceDocument = {
  id: string;
  data: Uint8Array;
  file_name?: string;
  media_type?: string;
};

/** A whole document in memory, for small inputs and tests; the stages themselves stream pages. */
export type ExtractedDocument = {
  document_id: string;
  format: DocumentFormat;
  page_count: number | null;
  text: string;
  pages: DocumentPage[];
};
