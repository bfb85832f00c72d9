/** A piece of one document handed to extraction; offsets are into the document's text. */
export type Chunk = {
  id: string;
  document_id: string;
  /** Position among the document's chunks, from 0. */
  index: number;
  text: string;
  start: number;
  end: number;
  /** Page numbers the chunk covers (empty for formats without pages). */
  pages: number[];
  /** Document offset where each of `pages` begins inside the chunk (the first is `start`). */
  page_starts: number[];
  /** Measured when the size unit is tokens, else null (counting costs time). */
  token_count: number | null;
};
