import { Parser } from 'htmlparser2';
import type { BlockKind, DocumentFormat, DocumentPage } from './document-model';
import { PageBuilder } from './page-builder';

/** Formats without pages are cut into sections of about this size so later stages stream. */
export const SECTION_CHARS = 32_000;
const INPUT_SLICE = 64 * 1024;

const SKIPPED = new Set(['script', 'style', 'head', 'noscript', 'template', 'svg', 'iframe']);
const CONTAINERS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'blockquote',
  'figure',
  'figcaption',
  'dd',
  'dt',
  'dl',
  'address',
  'details',
  'summary',
  'form',
  'fieldset',
  'body',
  'html',
  'ul',
  'ol',
  'hr',
]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

type Frame = { kind: BlockKind; level: number | null };

/**
 * Reads HTML with a streaming parser and emits headings, paragraphs, list items, code and tables
 * (rows as lines, cells joined by " | "). DOCX (through mammoth) and Markdown (through marked) are
 * turned into HTML first, so this is the one place that decides what a block is.
 */
export function* htmlToPages(
  html: string,
  documentId: string,
  format: DocumentFormat,
): Generator<DocumentPage> {
  const builder = new PageBuilder(documentId, format);
  const stack: Frame[] = [{ kind: 'paragraph', level: null }];
  let buffer: string[] = [];
  let skipDepth = 0;
  let tableDepth = 0;
  let rows: string[] = [];
  let cells: string[] | null = null;
  let cell: string[] | null = null;

  const flush = (): void => {
    const frame = stack[stack.length - 1]!;
    if (buffer.length > 0) builder.add(frame.kind, buffer.join(''), frame.level);
    buffer = [];
  };
  const endCell = (): void => {
    if (cell && cells) cells.push(cell.join('').replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const endRow = (): void => {
    endCell();
    if (cells && cells.some((text) => text !== '')) rows.push(cells.join(' | '));
    cells = null;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name) || skipDepth > 0) {
          skipDepth += SKIPPED.has(name) ? 1 : 0;
          return;
        }
        if (tableDepth > 0) {
          // A nested table's text simply joins the enclosing cell.
          if (name === 'table') tableDepth += 1;
          else if (tableDepth === 1 && name === 'tr') {
            endRow();
            cells = [];
          } else if (tableDepth === 1 && (name === 'td' || name === 'th' || name === 'caption')) {
            endCell();
            cells ??= [];
            cell = [];
          } else if (name === 'br') cell?.push(' ');
          return;
        }
        if (name === 'table') {
          flush();
          tableDepth = 1;
          rows = [];
        } else if (name === 'br') buffer.push('\n');
        else if (name in HEADINGS) {
          flush();
          stack.push({ kind: 'heading', level: HEADINGS[name]! });
        } else if (name === 'li') {
          flush();
          stack.push({ kind: 'list_item', level: null });
        } else if (name === 'pre') {
          flush();
          stack.push({ kind: 'code', level: null });
        } else if (CONTAINERS.has(name)) {
          flush();
          stack.push({ kind: 'paragraph', level: null });
        }
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (tableDepth > 0) cell?.push(text);
        else buffer.push(text);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth -= SKIPPED.has(name) ? 1 : 0;
          return;
        }
        if (tableDepth > 0) {
          if (name === 'table') tableDepth -= 1;
          if (tableDepth === 1 && (name === 'td' || name === 'th' || name === 'caption')) endCell();
          if (tableDepth === 1 && (name === 'tr' || name === 'caption')) endRow();
          if (tableDepth === 0) {
            endRow();
            builder.add('table', rows.join('\n'));
            rows = [];
          }
          return;
        }
        if (name in HEADINGS || name === 'li' || name === 'pre' || CONTAINERS.has(name)) {
          flush();
          if (stack.length > 1) stack.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );

  for (let offset = 0; offset < html.length; offset += INPUT_SLICE) {
    parser.write(html.slice(offset, offset + INPUT_SLICE));
    if (builder.size >= SECTION_CHARS) yield builder.finish(null);
  }
  parser.end();
  flush();
  if (tableDepth > 0) {
    endRow();
    builder.add('table', rows.join('\n'));
  }
  if (builder.size > 0 || builder.isFirst) yield builder.finish(null);
}
