import type { BlockKind } from './document-model';

/** The parts of a pdf.js text item the layout needs. */
export type PdfTextItem = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
};

type Line = { text: string; y: number; size: number; x: number; endX: number };
export type LayoutBlock = { kind: BlockKind; level: number | null; text: string };

const HEADING_RATIO = 1.15;
const MAX_HEADING_CHARS = 200;
/** A line ending before this share of the text's width is a line of its own. */
const SHORT_LINE = 0.7;

const fontSize = (item: PdfTextItem): number =>
  Math.abs(item.transform[3] ?? 0) || Math.abs(item.height) || 1;

/** Groups pdf.js items (content-stream order, which is reading order for most PDFs) into lines. */
export const toLines = (items: PdfTextItem[]): Line[] => {
  const lines: Line[] = [];
  let current: { parts: string[]; y: number; size: number; x: number; endX: number } | null = null;
  let breakNext = false;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = fontSize(item);
    const sameLine = current !== null && !breakNext && Math.abs(y - current.y) <= size * 0.5;
    if (!sameLine) {
      if (current) lines.push(finishLine(current));
      current = { parts: [], y, size: 0, x, endX: x };
    }
    const line = current!;
    if (item.str !== '') {
      const previous = line.parts[line.parts.length - 1] ?? '';
      // Words placed apart without a space character (common in generated PDFs) still need one.
      if (
        line.parts.length > 0 &&
        x - line.endX > size * 0.2 &&
        !/\s$/.test(previous) &&
        !/^\s/.test(item.str)
      ) {
        line.parts.push(' ');
      }
      line.parts.push(item.str);
      line.size = Math.max(line.size, size);
      line.endX = x + item.width;
    }
    breakNext = item.hasEOL;
  }
  if (current) lines.push(finishLine(current));
  return lines.filter((line) => line.text !== '');
};

const finishLine = (line: {
  parts: string[];
  y: number;
  size: number;
  x: number;
  endX: number;
}): Line => ({
  text: line.parts.join('').replace(/\s+/g, ' ').trim(),
  y: line.y,
  size: line.size,
  x: line.x,
  endX: line.endX,
});

const headingLevel = (ratio: number): number => (ratio >= 1.8 ? 1 : ratio >= 1.4 ? 2 : 3);

// "exam-" + "ple" is one word broken by the layout; "well-" + "Known" is kept as written.
const joinLines = (left: string, right: string): string =>
  /\p{L}-$/u.test(left) && /^\p{Ll}/u.test(right) ? left.slice(0, -1) + right : `${left} ${right}`;

/**
 * Turns lines into blocks: a larger font than the body makes a heading, a vertical gap larger than
 * the line spacing or a change of font size starts a new paragraph (see `joinBlock` for the lines
 * inside one). `bodySize` is the most common size seen so far in the document, so one page of big
 * text does not become all headings.
 */
export const toBlocks = (lines: Line[], bodySize: number): LayoutBlock[] => {
  const blocks: LayoutBlock[] = [];
  let group: Line[] = [];
  let kind: BlockKind = 'paragraph';
  let level: number | null = null;
  let previous: Line | null = null;
  const flush = (): void => {
    if (group.length > 0) blocks.push({ kind, level, text: joinBlock(group) });
    group = [];
  };
  for (const line of lines) {
    const ratio = line.size / bodySize;
    const isHeading = ratio >= HEADING_RATIO && line.text.length <= MAX_HEADING_CHARS;
    const lineKind: BlockKind = isHeading ? 'heading' : 'paragraph';
    const lineLevel = isHeading ? headingLevel(ratio) : null;
    const gap = previous ? Math.abs(previous.y - line.y) : 0;
    const sameBlock =
      previous !== null &&
      lineKind === kind &&
      lineLevel === level &&
      Math.abs(line.size - previous.size) <= previous.size * 0.15 &&
      gap <= Math.max(line.size, previous.size) * 1.6;
    if (!sameBlock) {
      flush();
      kind = lineKind;
      level = lineLevel;
    }
    group.push(line);
    previous = line;
  }
  flush();
  return blocks;
};

/**
 * A block's lines as one text: a line wrapped to the block's width runs on into the next; one
 * that stops well short of the block's longest line (an address, a signature, a form's field)
 * keeps its line break. Measured in the block, so a column of a two-column page is its own width.
 */
const joinBlock = (group: Line[]): string => {
  const left = Math.min(...group.map((l) => l.x));
  const width = Math.max(...group.map((l) => l.endX)) - left;
  let text = group[0]!.text;
  for (let i = 1; i < group.length; i += 1) {
    const before = group[i - 1]!;
    text =
      width > 0 && before.endX - left < width * SHORT_LINE
        ? `${text}\n${group[i]!.text}`
        : joinLines(text, group[i]!.text);
  }
  return text;
};

/** Running histogram of font sizes weighted by characters, to find the body text size. */
export class FontSizeHistogram {
  private readonly counts = new Map<number, number>();

  add(lines: Line[]): void {
    for (const line of lines) {
      const key = Math.round(line.size * 2) / 2;
      this.counts.set(key, (this.counts.get(key) ?? 0) + line.text.length);
    }
  }

  bodySize(): number {
    let best = 0;
    let bestCount = -1;
    for (const [size, count] of this.counts) {
      if (count > bestCount || (count === bestCount && size < best)) {
        best = size;
        bestCount = count;
      }
    }
    return best > 0 ? best : 1;
  }
}
