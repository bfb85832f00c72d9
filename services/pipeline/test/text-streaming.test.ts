import { marked } from 'marked';
import { extractText } from '../src/index';
import type { DocumentPage, Progress } from '../src/index';
import { MAX_BLOCK_CHARS, SECTION_CHARS, htmlToPages } from '../src/text/html';
import { markdownSegments, markdownToPages } from '../src/text/markdown';
import { decodedSlices, stringSlices } from '../src/text/text-slices';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Slices of a text, counting how many the reader has pulled and whether it let go of them. */
const countedSlices = (text: string, size: number) => {
  const state = { pulled: 0, total: Math.ceil(text.length / size), closed: false };
  function* slices(): Generator<string> {
    try {
      for (const slice of stringSlices(text, size)) {
        state.pulled += 1;
        yield slice;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, slices: slices() };
};

const collect = async (pages: AsyncIterable<DocumentPage>): Promise<DocumentPage[]> => {
  const all: DocumentPage[] = [];
  for await (const page of pages) all.push(page);
  return all;
};

const blockTexts = (pages: DocumentPage[]): string[] =>
  pages.flatMap((page) =>
    page.blocks.map((b) => page.text.slice(b.start - page.start, b.end - page.start)),
  );

const paragraphs = (count: number): string =>
  Array.from({ length: count }, (_, i) => `<p>Paragraph ${i} tells a short story.</p>`).join('\n');

describe('streaming text extraction', () => {
  it('R1.02 HTML: yields the first section long before the input is read, sections stay bounded', async () => {
    const html = `<html><body>${paragraphs(20_000)}</body></html>`; // about 900k characters
    const { state, slices } = countedSlices(html, 4096);
    const pages: DocumentPage[] = [];
    let pulledAtFirst = -1;
    for await (const page of htmlToPages(slices, 'big', 'html')) {
      if (pulledAtFirst === -1) pulledAtFirst = state.pulled;
      pages.push(page);
    }
    // The first section comes after about SECTION_CHARS of input, not after all of it.
    expect(pulledAtFirst).toBeLessThan(state.total / 10);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(page.text.length).toBeLessThan(SECTION_CHARS + 200);
    expect(pages.map((p) => p.index)).toEqual(pages.map((_, i) => i));
    for (let i = 1; i < pages.length; i += 1) expect(pages[i]!.start).toBe(pages[i - 1]!.end + 2);
    expect(blockTexts(pages)).toHaveLength(20_000);
    expect(blockTexts(pages)[19_999]).toBe('Paragraph 19999 tells a short story.');
  });

  it('HTML: an abort mid-stream stops reading within one slice and releases the input', async () => {
    const { state, slices } = countedSlices(`<body>${paragraphs(20_000)}</body>`, 4096);
    const controller = new AbortController();
    const seen: DocumentPage[] = [];
    const run = async (): Promise<void> => {
      for await (const page of htmlToPages(slices, 'a', 'html', controller)) {
        seen.push(page);
        controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(state.pulled).toBeLessThan(state.total / 10);
    expect(state.closed).toBe(true);
  });

  it('HTML: one huge paragraph or table is cut into bounded blocks without losing words', async () => {
    const words = Array.from({ length: 30_000 }, (_, i) => `word${i}`);
    const rows = Array.from({ length: 5000 }, (_, i) => `<tr><td>r${i}</td><td>v${i}</td></tr>`);
    const html = `<p>${words.join(' ')}</p><table>${rows.join('')}</table>`;
    const pages = await collect(htmlToPages(stringSlices(html, 1000), 'h', 'html'));
    const blocks = pages.flatMap((p) => p.blocks);
    for (const block of blocks)
      expect(block.end - block.start).toBeLessThanOrEqual(MAX_BLOCK_CHARS);
    const texts = blockTexts(pages);
    const paragraphText = texts.filter((_, i) => blocks[i]!.kind === 'paragraph').join(' ');
    expect(paragraphText.split(' ')).toEqual(words);
    const tableRows = texts.filter((_, i) => blocks[i]!.kind === 'table').join('\n');
    expect(tableRows.split('\n')).toHaveLength(5000);
    expect(tableRows.split('\n')[4999]).toBe('r4999 | v4999');
  });

  it('reports progress per section and stops promptly on abort from extractText', async () => {
    const data = utf8(`<!doctype html><body>${paragraphs(20_000)}</body>`);
    const progress: Progress[] = [];
    const pages = await collect(
      extractText({ id: 'p', data }, { onProgress: (p) => progress.push(p) }),
    );
    expect(progress).toHaveLength(pages.length);
    expect(progress.map((p) => p.done)).toEqual(pages.map((_, i) => i + 1));
    const controller = new AbortController();
    let count = 0;
    const run = async (): Promise<void> => {
      for await (const page of extractText({ id: 'p', data }, controller)) {
        count += page.index + 1;
        controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(count).toBe(1);
  });

  it('decodes UTF-8 characters cut between slices, and Windows-1252 HTML', async () => {
    const text = 'é'.repeat(10) + '€🙂'.repeat(10);
    expect([...decodedSlices({ id: 'u', data: utf8(text) }, 3)].join('')).toBe(text);
    const latin = new Uint8Array([...utf8('<p>caf'), 0xe9, ...utf8('</p>')]);
    const pages = await collect(extractText({ id: 'l', data: latin, media_type: 'text/html' }));
    expect(pages[0]!.text).toBe('café');
  });
});

describe('streaming Markdown', () => {
  const section = (i: number): string =>
    [
      `## Part ${i}`,
      '',
      `Some *text* for part ${i}, long enough to matter.`,
      '',
      '```',
      `code ${i}`,
      '',
      'still code after a blank line',
      '```',
      '',
      `1. item ${i}`,
      '',
      '    continued item paragraph',
      '',
      '| a | b |',
      '|---|---|',
      `| ${i} | x |`,
      '',
    ].join('\n');

  it('splits only between blocks: fences and indented continuations stay whole', async () => {
    const md = Array.from({ length: 40 }, (_, i) => section(i)).join('\n');
    const segments: string[] = [];
    for await (const s of markdownSegments(stringSlices(md, 100), 500)) segments.push(s);
    expect(segments.length).toBeGreaterThan(5);
    expect(segments.join('\n')).toBe(md);
    for (const s of segments) {
      expect((s.match(/```/g) ?? []).length % 2).toBe(0);
      expect(s.trimStart().startsWith('    ')).toBe(false);
    }
  });

  it('R1.02 gives the same blocks as converting the whole document at once, section by section', async () => {
    const md = Array.from({ length: 1500 }, (_, i) => section(i)).join('\n');
    const { state, slices } = countedSlices(md, 4096);
    const pages: DocumentPage[] = [];
    let pulledAtFirst = -1;
    for await (const page of markdownToPages(slices, 'm')) {
      if (pulledAtFirst === -1) pulledAtFirst = state.pulled;
      pages.push(page);
    }
    expect(pulledAtFirst).toBeLessThan(state.total / 4);
    const whole = marked.parse(md, { async: false, gfm: true });
    const reference = await collect(htmlToPages(stringSlices(whole), 'm', 'markdown'));
    expect(blockTexts(pages)).toEqual(blockTexts(reference));
    expect(pages.length).toBeGreaterThan(5);
  });
});
