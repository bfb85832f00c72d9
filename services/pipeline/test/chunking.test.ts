import type { ChunkingParameters } from '@ontoloom/contract/domain';
import { chunkDocument, chunkPages, countTokens, extractDocument } from '../src/index';
import type { Chunk, ExtractedDocument } from '../src/index';

const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'theta', 'kappa', 'lambda'];
const sentence = (seed: number, length: number): string => {
  const parts = Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]!);
  return `${parts.join(' ')}.`.replace(/^./, (c) => c.toUpperCase());
};
const paragraph = (seed: number, sentences: number): string =>
  Array.from({ length: sentences }, (_, i) => sentence(seed + i, 6 + ((seed + i) % 9))).join(' ');

const markdown = (): string => {
  const sections: string[] = [];
  for (let s = 0; s < 8; s += 1) {
    sections.push(`## Section ${s}`);
    for (let p = 0; p < 4; p += 1) sections.push(paragraph(s * 10 + p, 3 + ((s + p) % 5)));
  }
  return sections.join('\n\n');
};

const load = (text: string, fileName = 'doc.md'): Promise<ExtractedDocument> =>
  extractDocument({ id: 'doc-1', data: new TextEncoder().encode(text), file_name: fileName });

const params = (overrides: Partial<ChunkingParameters> = {}): ChunkingParameters => ({
  strategy: 'structure',
  size: 300,
  size_unit: 'characters',
  overlap: 0,
  respect_pages: false,
  ...overrides,
});

const isSpace = (c: string | undefined): boolean => c === undefined || /\s/.test(c);

const expectWholeWords = (doc: ExtractedDocument, chunks: Chunk[]): void => {
  for (const chunk of chunks) {
    expect(doc.text.slice(chunk.start, chunk.end)).toBe(chunk.text);
    expect(isSpace(doc.text[chunk.start - 1])).toBe(true);
    expect(isSpace(doc.text[chunk.end])).toBe(true);
  }
};

describe('chunking', () => {
  it('R1.02 structure: chunks fit the size, keep whole words and cover the text', async () => {
    const doc = await load(markdown());
    const chunks = chunkDocument(doc, params());
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.text.length))).toBeLessThanOrEqual(300);
    expectWholeWords(doc, chunks);
    const covered = chunks
      .map((c) => c.text)
      .join(' ')
      .replace(/\s+/g, '');
    expect(covered).toBe(doc.text.replace(/\s+/g, ''));
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });

  it('structure: a heading starts a chunk and cuts prefer sentence ends', async () => {
    const doc = await load(markdown());
    const chunks = chunkDocument(doc, params());
    const headings = doc.pages.flatMap((p) => p.blocks.filter((b) => b.kind === 'heading'));
    // Only a short tail of the previous section (under a fifth of the size) may precede a heading.
    for (const heading of headings) {
      const holder = chunks.find((c) => c.start <= heading.start && c.end > heading.start)!;
      expect(heading.start - holder.start).toBeLessThanOrEqual(60);
    }
    expect(headings.filter((h) => chunks.some((c) => c.start === h.start)).length).toBeGreaterThan(
      4,
    );
    const sentenceEnds = chunks.filter((c) => /[.!?]$/.test(c.text)).length;
    expect(sentenceEnds / chunks.length).toBeGreaterThan(0.9);
  });

  it('structure: overlap repeats the end of a chunk at the start of the next', async () => {
    const doc = await load(paragraph(1, 60), 'doc.txt');
    const chunks = chunkDocument(doc, params({ overlap: 60 }));
    expectWholeWords(doc, chunks);
    for (let i = 1; i < chunks.length; i += 1) {
      const previous = chunks[i - 1]!;
      expect(chunks[i]!.start).toBeLessThan(previous.end);
      expect(previous.end - chunks[i]!.start).toBeLessThanOrEqual(60);
    }
  });

  it('structure: a word longer than the size is the only thing ever cut', async () => {
    const doc = await load(`short words ${'x'.repeat(700)} more words`, 'doc.txt');
    const chunks = chunkDocument(doc, params({ size: 300 }));
    expect(chunks.map((c) => c.text.length)).toEqual([11, 300, 300, 111]);
  });

  it('fixed: exact windows with the overlap', async () => {
    const doc = await load(paragraph(3, 40), 'doc.txt');
    const chunks = chunkDocument(doc, params({ strategy: 'fixed', size: 200, overlap: 50 }));
    for (const [i, chunk] of chunks.entries()) {
      expect(chunk.start).toBe(i * 150);
      if (i < chunks.length - 1) expect(chunk.text.length).toBe(200);
    }
    expect(chunks.at(-1)!.end).toBe(doc.text.length);
  });

  it('pages: chunks keep their pages and respect page boundaries when asked', async () => {
    const text = [paragraph(1, 5), paragraph(2, 5), paragraph(3, 5)].join('\f');
    const doc = await load(text, 'doc.txt');
    const across = chunkDocument(doc, params({ size: 1000 }));
    expect(across.some((c) => c.pages.length > 1)).toBe(true);
    const within = chunkDocument(doc, params({ size: 500, respect_pages: true }));
    expect(within.every((c) => c.pages.length === 1)).toBe(true);
    expect([...new Set(within.flatMap((c) => c.pages))]).toEqual([1, 2, 3]);
    for (const chunk of within) {
      const page = doc.pages.find((p) => p.number === chunk.pages[0])!;
      expect(chunk.start).toBeGreaterThanOrEqual(page.start);
      expect(chunk.end).toBeLessThanOrEqual(page.end);
    }
  });

  it('tokens: every chunk holds at most `size` tokens and reports its count', async () => {
    const doc = await load(markdown());
    const chunks = chunkDocument(doc, params({ size: 64, size_unit: 'tokens', overlap: 8 }));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk.token_count).toBe(countTokens(chunk.text));
      expect(chunk.token_count!).toBeLessThanOrEqual(64);
    }
    expect(chunks.filter((c) => c.token_count! >= 40).length / chunks.length).toBeGreaterThan(0.6);
  });

  it('streams pages and gives the same chunks, deterministically', async () => {
    const doc = await load(
      Array.from({ length: 12 }, (_, i) => paragraph(i, 20)).join('\f'),
      'a.txt',
    );
    async function* pages() {
      for (const page of doc.pages) yield page;
    }
    const progress: number[] = [];
    const streamed: Chunk[] = [];
    for await (const chunk of chunkPages(pages(), params(), {
      onProgress: (p) => progress.push(p.done),
    })) {
      streamed.push(chunk);
    }
    expect(streamed).toEqual(chunkDocument(doc, params()));
    expect(progress).toEqual(doc.pages.map((_, i) => i + 1));
  });

  it('stops when the signal aborts', async () => {
    const doc = await load(
      Array.from({ length: 12 }, (_, i) => paragraph(i, 20)).join('\f'),
      'a.txt',
    );
    const controller = new AbortController();
    const run = async (): Promise<number> => {
      let count = 0;
      for await (const _chunk of chunkPages(doc.pages, params(), controller)) {
        count += 1;
        if (count === 3) controller.abort();
      }
      return count;
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
