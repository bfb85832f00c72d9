import { Parser } from 'htmlparser2';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { BlockKind, DocumentFormat, DocumentPage } from './document-model';
import { PageBuilder } from './page-builder';
import type { Slices } from './text-slices';

/** What a <br> leaves in a block's text until the block is added: a line break of its own. */
const LINE_BREAK = '\u2028';
/** Formats without pages are cut into sections of about this size so later stages stream. */
export const SECTION_CHARS = 32_000;
/** A block longer than this (one huge paragraph or table) is cut, at a word or row boundary. */
export const MAX_BLOCK_CHARS = SECTION_CHARS;

const SKIPPED = new Set(['script', 'style', 'head', 'noscript', 'template', 'svg', 'iframe']);
const CONTAINERS = new Set(
  'p div section article header footer main aside nav blockquote figure figcaption dd dt dl address details summary form fieldset body html ul ol hr'.split(
    ' ',
  ),
);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

type Frame = { kind: BlockKind; level: number | null };

/**
 * Reads HTML with htmlparser2 as a stream: text is fed in slices, blocks (headings, paragraphs,
 * list items, code, tables as rows of " | "-joined cells) are added as their closing tags arrive,
 * and a section is closed as soon as it reaches SECTION_CHARS. So memory holds one input slice,
 * the open block and the current section, whatever the document's size. DOCX (through mammoth)
 * and Markdown (through marked) end up here too: this is the one place that decides what a block is.
 */
export class HtmlSectionReader {
  private readonly builder: PageBuilder;
  private readonly parser: Parser;
  private readonly ready: DocumentPage[] = [];
  private readonly stack: Frame[] = [{ kind: 'paragraph', level: null }];
  private buffer: string[] = [];
  private bufferLength = 0;
  private skipDepth = 0;
  private tableDepth = 0;
  private rows: string[] = [];
  private rowsLength = 0;
  private cells: string[] | null = null;
  private cell: string[] | null = null;

  constructor(documentId: string, format: DocumentFormat) {
    this.builder = new PageBuilder(documentId, format);
    this.parser = new Parser(
      {
        onopentag: (name) => this.open(name),
        ontext: (text) => this.text(text),
        onclosetag: (name) => this.close(name),
      },
      { decodeEntities: true, lowerCaseTags: true },
    );
  }

  write(html: string): void {
    this.parser.write(html);
  }

  /** Ends the input: flushes the open block and closes the last section. */
  end(): void {
    this.parser.end();
    this.flush();
    if (this.tableDepth > 0) this.endTable();
    if (this.builder.size > 0 || this.builder.isFirst) this.ready.push(this.builder.finish(null));
  }

  /** Sections completed since the last call. */
  take(): DocumentPage[] {
    return this.ready.splice(0, this.ready.length);
  }

  private add(kind: BlockKind, text: string, level: number | null = null): void {
    // A <br> ends a line (an address, a signature, a DOCX soft break); the source's own line
    // breaks are only spaces.
    const broken = text.includes(LINE_BREAK);
    if (kind === 'code') text = text.replaceAll(LINE_BREAK, '\n');
    else if (broken)
      text = text
        .split(LINE_BREAK)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n');
    this.builder.add(kind, text, level, broken && kind !== 'code');
    if (this.builder.size >= SECTION_CHARS) this.ready.push(this.builder.finish(null));
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private flush(): void {
    if (this.buffer.length > 0) this.add(this.top().kind, this.buffer.join(''), this.top().level);
    this.buffer = [];
    this.bufferLength = 0;
  }

  private endCell(): void {
    if (this.cell && this.cells) this.cells.push(this.cell.join('').replace(/\s+/g, ' ').trim());
    this.cell = null;
  }

  private endRow(): void {
    this.endCell();
    if (this.cells && this.cells.some((text) => text !== '')) {
      const row = this.cells.join(' | ');
      // A huge table becomes several table blocks, cut between rows.
      if (this.rows.length > 0 && this.rowsLength + row.length > MAX_BLOCK_CHARS)
        this.endTable(false);
      this.rows.push(row);
      this.rowsLength += row.length + 1;
    }
    this.cells = null;
  }

  private endTable(finishRow = true): void {
    if (finishRow) this.endRow();
    this.add('table', this.rows.join('\n'));
    this.rows = [];
    this.rowsLength = 0;
  }

  private open(name: string): void {
    if (SKIPPED.has(name) || this.skipDepth > 0) {
      this.skipDepth += SKIPPED.has(name) ? 1 : 0;
      return;
    }
    if (this.tableDepth > 0) {
      // A nested table's text simply joins the enclosing cell.
      if (name === 'table') this.tableDepth += 1;
      else if (this.tableDepth === 1 && name === 'tr') {
        this.endRow();
        this.cells = [];
      } else if (this.tableDepth === 1 && (name === 'td' || name === 'th' || name === 'caption')) {
        this.endCell();
        this.cells ??= [];
        this.cell = [];
      } else if (name === 'br') this.cell?.push(' ');
      return;
    }
    if (name === 'table') {
      this.flush();
      this.tableDepth = 1;
      this.rows = [];
      this.rowsLength = 0;
    } else if (name === 'br') this.pushText(LINE_BREAK);
    else if (name in HEADINGS) this.push({ kind: 'heading', level: HEADINGS[name]! });
    else if (name === 'li') this.push({ kind: 'list_item', level: null });
    else if (name === 'pre') this.push({ kind: 'code', level: null });
    else if (CONTAINERS.has(name)) this.push({ kind: 'paragraph', level: null });
  }

  private push(frame: Frame): void {
    this.flush();
    this.stack.push(frame);
  }

  private text(text: string): void {
    if (this.skipDepth > 0) return;
    if (this.tableDepth > 0) this.cell?.push(text);
    else this.pushText(text);
  }

  private pushText(text: string): void {
    this.buffer.push(text);
    this.bufferLength += text.length;
    if (this.bufferLength >= MAX_BLOCK_CHARS) this.cutBlock();
  }

  /** Emits over-long text as blocks of at most MAX_BLOCK_CHARS, cut at a line break or space. */
  private cutBlock(): void {
    let rest = this.buffer.join('');
    const { kind, level } = this.top();
    while (rest.length >= MAX_BLOCK_CHARS) {
      const head = rest.slice(0, MAX_BLOCK_CHARS);
      let at = kind === 'code' ? head.lastIndexOf('\n') : -1;
      if (at <= 0) at = head.search(/\s\S*$/);
      if (at <= 0) at = head.length;
      this.add(kind, rest.slice(0, at), level);
      rest = rest.slice(at);
    }
    this.buffer = rest === '' ? [] : [rest];
    this.bufferLength = rest.length;
  }

  private close(name: string): void {
    if (this.skipDepth > 0) {
      this.skipDepth -= SKIPPED.has(name) ? 1 : 0;
      return;
    }
    if (this.tableDepth > 0) {
      if (name === 'table') this.tableDepth -= 1;
      if (this.tableDepth === 1 && (name === 'td' || name === 'th' || name === 'caption'))
        this.endCell();
      if (this.tableDepth === 1 && (name === 'tr' || name === 'caption')) this.endRow();
      if (this.tableDepth === 0) this.endTable();
      return;
    }
    if (name in HEADINGS || name === 'li' || name === 'pre' || CONTAINERS.has(name)) {
      this.flush();
      if (this.stack.length > 1) this.stack.pop();
    }
  }
}

/**
 * HTML in slices → sections, each yielded as soon as it is complete; the signal is checked before
 * every slice, so an abort stops reading within one slice.
 */
export async function* htmlToPages(
  slices: Slices,
  documentId: string,
  format: DocumentFormat,
  options: StageOptions = {},
): AsyncGenerator<DocumentPage> {
  const reader = new HtmlSectionReader(documentId, format);
  for await (const slice of slices) {
    throwIfAborted(options.signal);
    reader.write(slice);
    yield* reader.take();
  }
  throwIfAborted(options.signal);
  reader.end();
  yield* reader.take();
}
