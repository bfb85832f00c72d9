import { marked } from 'marked';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { DocumentPage } from './document-model';
import { HtmlSectionReader } from './html';
import type { Slices } from './text-slices';

/** Markdown is converted this many characters (whole blocks) at a time. */
export const MARKDOWN_SEGMENT_CHARS = 16 * 1024;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*\r?$/;

/**
 * Splits Markdown into runs of whole blocks, so marked converts a bounded piece at a time. A run
 * ends at a blank line outside a fenced code block, and only before a line that starts at the
 * margin: an indented line after a blank one may continue a list item or an indented code block.
 * Reference-style link definitions only apply within their own run (the link text is kept).
 */
export async function* markdownSegments(
  slices: Slices,
  segmentChars = MARKDOWN_SEGMENT_CHARS,
): AsyncGenerator<string> {
  let lines: string[] = [];
  let size = 0;
  let fence: string | null = null;
  let splitAtNext = false;
  let carry = '';
  const take = (line: string): string | null => {
    let done: string | null = null;
    if (fence === null && splitAtNext && !BLANK.test(line)) {
      splitAtNext = false;
      if (!/^[ \t]/.test(line)) {
        done = lines.join('\n');
        lines = [];
        size = 0;
      }
    }
    lines.push(line);
    size += line.length + 1;
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) fence = marker;
    else if (
      fence !== null &&
      marker &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      line.trim() === marker
    )
      fence = null;
    else if (fence === null && size >= segmentChars && BLANK.test(line)) splitAtNext = true;
    return done;
  };
  for await (const slice of slices) {
    const parts = (carry + slice).split('\n');
    carry = parts.pop()!;
    for (const line of parts) {
      const done = take(line);
      if (done !== null) yield done;
    }
  }
  const done = take(carry);
  if (done !== null) yield done;
  if (lines.length > 0) yield lines.join('\n');
}

/** Markdown in slices → sections: each run of blocks goes through marked into the HTML reader. */
export async function* markdownToPages(
  slices: Slices,
  documentId: string,
  options: StageOptions = {},
): AsyncGenerator<DocumentPage> {
  const reader = new HtmlSectionReader(documentId, 'markdown');
  for await (const segment of markdownSegments(slices)) {
    throwIfAborted(options.signal);
    reader.write(marked.parse(segment, { async: false, gfm: true }));
    yield* reader.take();
  }
  throwIfAborted(options.signal);
  reader.end();
  yield* reader.take();
}
