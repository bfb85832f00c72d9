import type { ChunkingParameters } from '@ontoloom/contract/domain';
import { sequentialIds } from '../common/ids';
import type { DocumentPage } from '../text/document-model';
import { PAGE_SEPARATOR } from '../text/document-model';
import {
  isSpace,
  lastBlockBreak,
  lastLineBreak,
  lastSentenceEnd,
  lastSpace,
  nextWordStart,
  safeCut,
} from './boundaries';
import type { Chunk } from './chunk';
import { countTokens } from './token-count';

type PageSpan = { number: number; start: number; end: number };

/**
 * Synchronous core of chunking: pages go in, chunks come out as soon as enough text is buffered to
 * place a cut. Only the text not yet chunked (about one chunk plus one page) is held. Positions
 * are document offsets; `base` is the document offset of `buffer[0]`.
 */
export class Chunker {
  private buffer = '';
  private base = 0;
  private position = 0;
  private index = 0;
  private spans: PageSpan[] = [];
  private headings: number[] = [];
  private documentId = '';
  private chunkId: (index: number) => string = sequentialIds('chunk', '');
  // Characters per token, learned from the chunks measured so far (token sizes only).
  private charsPerToken = 4;

  constructor(private readonly params: ChunkingParameters) {}

  push(page: DocumentPage): Chunk[] {
    if (page.document_id !== this.documentId) {
      this.documentId = page.document_id;
      this.chunkId = sequentialIds('chunk', page.document_id);
    }
    if (this.params.respect_pages) {
      this.reset(page);
      return this.cut(true);
    }
    if (this.position >= this.base + this.buffer.length) this.reset(page);
    else {
      this.buffer += PAGE_SEPARATOR + page.text;
      this.addStructure(page);
    }
    return this.cut(false);
  }

  end(): Chunk[] {
    return this.cut(true);
  }

  private reset(page: DocumentPage): void {
    this.buffer = page.text;
    this.base = page.start;
    this.position = page.start;
    this.spans = [];
    this.headings = [];
    this.addStructure(page);
  }

  private addStructure(page: DocumentPage): void {
    if (page.number !== null)
      this.spans.push({ number: page.number, start: page.start, end: page.end });
    for (const block of page.blocks) if (block.kind === 'heading') this.headings.push(block.start);
  }

  /** Size of the window in characters (estimated from the token ratio for token sizes). */
  private windowChars(): number {
    const { size, size_unit } = this.params;
    return size_unit === 'tokens' ? Math.max(1, Math.floor(size * this.charsPerToken)) : size;
  }

  private cut(final: boolean): Chunk[] {
    const chunks: Chunk[] = [];
    const end = this.base + this.buffer.length;
    while (this.position < end) {
      // Without more text a cut could land before a boundary that is about to arrive.
      if (!final && end - this.position <= this.windowChars() * 1.25) break;
      const chunk = this.nextChunk(end);
      if (chunk) chunks.push(chunk);
    }
    this.compact();
    return chunks;
  }

  private nextChunk(end: number): Chunk | null {
    const { size, size_unit } = this.params;
    const start = this.position;
    let window = this.windowChars();
    let cut = this.findCut(start, window, end);
    let tokens: number | null = null;
    if (size_unit === 'tokens') {
      tokens = countTokens(this.slice(start, cut));
      for (let tries = 0; tokens > size && tries < 8; tries += 1) {
        window = Math.max(1, Math.floor((window * size * 0.95) / tokens));
        cut = this.findCut(start, window, end);
        tokens = countTokens(this.slice(start, cut));
      }
      if (tokens > 0)
        this.charsPerToken = 0.5 * this.charsPerToken + (0.5 * (cut - start)) / tokens;
    }
    this.position = this.nextStart(start, cut, end);
    return this.makeChunk(start, cut, tokens);
  }

  private findCut(start: number, window: number, end: number): number {
    const limit = start + window;
    if (limit >= end) return end;
    if (this.params.strategy === 'fixed')
      return safeCut(this.buffer, limit - this.base) + this.base;
    const text = this.buffer;
    const b = this.base;
    const lo = start - b;
    const hi = limit - b;
    const half = lo + Math.floor(window / 2);
    // A heading starts a new chunk, unless that would leave a tiny chunk before it.
    const heading = this.lastHeading(start + Math.floor(window / 5), limit);
    if (heading !== -1) return heading;
    // Best boundary first; each search only runs when the better ones found nothing.
    let found = lastBlockBreak(text, half, hi);
    if (found === -1) found = lastSentenceEnd(text, half, hi);
    if (found === -1) found = lastLineBreak(text, half, hi);
    if (found === -1) found = lastSpace(text, lo, hi);
    // A single "word" longer than the window (a URL, a hash) has to be cut somewhere.
    return (found === -1 ? safeCut(text, hi) : found) + b;
  }

  private lastHeading(min: number, max: number): number {
    for (let i = this.headings.length - 1; i >= 0; i -= 1) {
      const at = this.headings[i]!;
      if (at > min && at <= max) return at;
      if (at <= min) break;
    }
    return -1;
  }

  private nextStart(start: number, cut: number, end: number): number {
    const { overlap, size_unit, strategy } = this.params;
    if (cut >= end) return end;
    // A section that starts at a heading does not begin with the end of the previous section.
    if (strategy === 'structure' && this.headings.includes(cut)) return cut;
    const overlapChars =
      size_unit === 'tokens' ? Math.floor(overlap * this.charsPerToken) : overlap;
    let next = Math.max(start + 1, cut - overlapChars);
    if (strategy === 'structure') {
      const b = this.base;
      next = nextWordStart(this.buffer, next - b, cut - b, end - b) + b;
    }
    return next > start ? next : cut;
  }

  private slice(start: number, end: number): string {
    return this.buffer.slice(start - this.base, end - this.base);
  }

  private makeChunk(start: number, end: number, tokens: number | null): Chunk | null {
    let from = start;
    let to = end;
    if (this.params.strategy === 'structure') {
      while (from < to && isSpace(this.buffer, from - this.base)) from += 1;
      while (to > from && isSpace(this.buffer, to - 1 - this.base)) to -= 1;
    }
    const text = this.slice(from, to);
    if (text.trim() === '') return null;
    const spans = this.spans.filter((span) => span.start < to && span.end > from);
    const index = this.index;
    this.index += 1;
    return {
      id: this.chunkId(index),
      document_id: this.documentId,
      index,
      text,
      start: from,
      end: to,
      pages: spans.map((span) => span.number),
      page_starts: spans.map((span) => Math.max(span.start, from)),
      token_count: tokens,
    };
  }

  /** Drops the text, pages and headings that every future chunk starts after. */
  private compact(): void {
    const drop = this.position - this.base;
    if (drop <= 0) return;
    this.buffer = this.buffer.slice(drop);
    this.base = this.position;
    this.spans = this.spans.filter((span) => span.end >= this.position);
    this.headings = this.headings.filter((at) => at >= this.position);
  }
}
