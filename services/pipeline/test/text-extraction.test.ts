import { TextExtractionError, extractDocument, extractText } from '../src/index';
import type { DocumentPage, ExtractedDocument, Progress } from '../src/index';
import { makeDocx } from './fixtures/make-docx';
import { makePdf } from './fixtures/make-pdf';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Every page and block must point at its own text inside the whole document's text. */
const expectConsistentOffsets = (doc: ExtractedDocument): void => {
  for (const page of doc.pages) {
    expect(doc.text.slice(page.start, page.end)).toBe(page.text);
    for (const block of page.blocks) {
      expect(block.start).toBeGreaterThanOrEqual(page.start);
      expect(block.end).toBeLessThanOrEqual(page.end);
    }
  }
};

const blockTexts = (doc: ExtractedDocument, kind: string): string[] =>
  doc.pages.flatMap((page) =>
    page.blocks.filter((b) => b.kind === kind).map((b) => doc.text.slice(b.start, b.end)),
  );

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('text extraction: PDF', () => {
  // pdf.js is large: on a cold jest cache, compiling and loading it alone can exceed a test's 5 s.
  beforeAll(async () => {
    await extractDocument({ id: 'warm-up', data: await makePdf([{ paragraphs: ['warm-up'] }]) });
  }, 60_000);

  const pages = [
    { heading: 'Annual report', paragraphs: ['Acme Corporation was founded in 1990 in Berlin.'] },
    { paragraphs: ['The second page talks about products and an exam-', 'ple.'] },
    { heading: 'Outlook', paragraphs: ['Revenue grew to $12 million.', 'Second paragraph.'] },
  ];

  it('R1.02 reads every page with its number, headings, paragraphs and offsets', async () => {
    const progress: Progress[] = [];
    const doc = await extractDocument(
      { id: 'd1', data: await makePdf(pages), file_name: 'report.pdf' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(doc.format).toBe('pdf');
    expect(doc.page_count).toBe(3);
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(blockTexts(doc, 'heading')).toEqual(['Annual report', 'Outlook']);
    expect(doc.pages[0]!.text).toContain('Acme Corporation was founded in 1990 in Berlin.');
    expect(doc.pages[2]!.blocks.filter((b) => b.kind === 'paragraph')).toHaveLength(2);
    expectConsistentOffsets(doc);
    expect(progress.at(-1)).toEqual({ step: 'text_extraction', done: 3, total: 3, unit: 'pages' });
  });

  it('gives a typed "encrypted" error for a password-protected PDF', async () => {
    const data = await makePdf(pages, { userPassword: 'secret', ownerPassword: 'owner' });
    const error = await rejection(extractDocument({ id: 'enc', data }));
    expect(error).toBeInstanceOf(TextExtractionError);
    expect(error).toMatchObject({ code: 'encrypted', documentId: 'enc' });
  });

  it('reads a PDF that only has an owner password (no password is needed to open it)', async () => {
    const data = await makePdf(pages.slice(0, 1), { ownerPassword: 'owner' });
    const doc = await extractDocument({ id: 'owner', data });
    expect(doc.text).toContain('Acme Corporation');
  });

  it('gives a typed "corrupt" error for a damaged PDF and for a non-PDF named .pdf', async () => {
    const damaged = utf8('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n%%EOF');
    await expect(extractDocument({ id: 'bad', data: damaged })).rejects.toMatchObject({
      name: 'TextExtractionError',
      code: 'corrupt',
    });
    const renamed = {
      id: 'png',
      data: new Uint8Array([137, 80, 78, 71, 0, 1]),
      file_name: 'a.pdf',
    };
    await expect(extractDocument(renamed)).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('stops between pages when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: DocumentPage[] = [];
    const run = async (): Promise<void> => {
      for await (const page of extractText({ id: 'a', data: await makePdf(pages) }, controller)) {
        seen.push(page);
        controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});

describe('text extraction: DOCX', () => {
  it('R1.02 reads headings, paragraphs and tables as text', async () => {
    const data = await makeDocx({
      title: 'Clinical summary',
      paragraphs: ['Aspirin treats headache.', 'Ibuprofen reduces fever.'],
      subheading: 'Dosage',
      table: [
        ['Drug', 'Dose'],
        ['Aspirin', '500 mg'],
      ],
    });
    const doc = await extractDocument({ id: 'x', data, file_name: 'summary.docx' });
    expect(doc.format).toBe('docx');
    expect(doc.pages[0]!.number).toBeNull();
    expect(blockTexts(doc, 'heading')).toEqual(['Clinical summary', 'Dosage']);
    expect(blockTexts(doc, 'paragraph')).toEqual([
      'Aspirin treats headache.',
      'Ibuprofen reduces fever.',
    ]);
    expect(blockTexts(doc, 'table')).toEqual(['Drug | Dose\nAspirin | 500 mg']);
    expect(doc.pages[0]!.blocks.find((b) => b.kind === 'heading')!.level).toBe(1);
    expectConsistentOffsets(doc);
  });

  it('gives typed errors for a damaged DOCX and for an encrypted one', async () => {
    const good = await makeDocx({ title: 'T', paragraphs: ['p'] });
    const damaged = good.slice(0, Math.floor(good.length / 2));
    await expect(
      extractDocument({ id: 'd', data: damaged, file_name: 'd.docx' }),
    ).rejects.toMatchObject({ code: 'corrupt', documentId: 'd' });
    // Word saves a password-protected .docx inside a compound file with an EncryptionInfo stream.
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const encrypted = new Uint8Array([...header, ...Buffer.from('EncryptionInfo', 'utf16le')]);
    await expect(
      extractDocument({ id: 'e', data: encrypted, file_name: 'e.docx' }),
    ).rejects.toMatchObject({ code: 'encrypted' });
  });
});

describe('text extraction: HTML, Markdown and plain text', () => {
  it('R1.02 reads HTML blocks, skips scripts and styles, decodes entities', async () => {
    const html = `<!doctype html><html><head><title>t</title><style>p{}</style></head><body>
      <h1>Team &amp; board</h1><p>Jane  Doe leads
      the <b>research</b> group.</p><script>alert(1)</script>
      <p>Rachel Imrie<br>Commercial
      Director<br/>for and on behalf of Kestrel Ltd</p>
      <ul><li>First item</li><li>Second item</li></ul>
      <table><tr><th>Name</th><th>Role</th></tr><tr><td>Jane</td><td>CEO</td></tr></table>
      <pre>line one
line two</pre></body></html>`;
    const doc = await extractDocument({ id: 'h', data: utf8(html), media_type: 'text/html' });
    expect(blockTexts(doc, 'heading')).toEqual(['Team & board']);
    // A <br> ends a line; the source's line breaks are spaces.
    expect(blockTexts(doc, 'paragraph')).toEqual([
      'Jane Doe leads the research group.',
      'Rachel Imrie\nCommercial Director\nfor and on behalf of Kestrel Ltd',
    ]);
    expect(blockTexts(doc, 'list_item')).toEqual(['First item', 'Second item']);
    expect(blockTexts(doc, 'table')).toEqual(['Name | Role\nJane | CEO']);
    expect(blockTexts(doc, 'code')).toEqual(['line one\nline two']);
    expect(doc.text).not.toContain('alert');
  });

  it('cuts a large HTML document into sections with continuous offsets', async () => {
    const body = Array.from(
      { length: 3000 },
      (_, i) => `<p>Paragraph number ${i} of the page.</p>`,
    );
    const doc = await extractDocument({
      id: 'big',
      data: utf8(`<html><body>${body.join('')}</body></html>`),
    });
    expect(doc.pages.length).toBeGreaterThan(1);
    expect(doc.pages.map((p) => p.index)).toEqual(doc.pages.map((_, i) => i));
    expectConsistentOffsets(doc);
    expect(blockTexts(doc, 'paragraph')).toHaveLength(3000);
  });

  it('R1.02 reads Markdown headings, paragraphs, lists, tables and code', async () => {
    const md =
      '# Title\n\nSome *text* here.\n\n## Part\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n```\n';
    const doc = await extractDocument({ id: 'm', data: utf8(md), file_name: 'notes.md' });
    expect(doc.format).toBe('markdown');
    expect(blockTexts(doc, 'heading')).toEqual(['Title', 'Part']);
    expect(blockTexts(doc, 'paragraph')).toEqual(['Some text here.']);
    expect(blockTexts(doc, 'list_item')).toEqual(['a', 'b']);
    expect(blockTexts(doc, 'table')).toEqual(['x | y\n1 | 2']);
    expect(blockTexts(doc, 'code')).toEqual(['code']);
  });

  it('R1.02 keeps the line breaks of short PDF lines and joins lines wrapped to the width', async () => {
    const wrapped =
      'The Supplier shall deliver the goods to the Buyer at the address given in the order, within ten working days of the date on which the Buyer places it, and shall bear the cost.';
    const signature =
      'Rachel Imrie\nCommercial Director\nfor and on behalf of Kestrel Logistics Group Ltd';
    const doc = await extractDocument({
      id: 'sig',
      data: await makePdf([{ paragraphs: [wrapped, signature] }]),
      file_name: 'letter.pdf',
    });
    expect(blockTexts(doc, 'paragraph')).toEqual([wrapped, signature]);
    expectConsistentOffsets(doc);
  });

  it('R1.02 reads plain text paragraphs, form-feed pages and Windows-1252 text', async () => {
    const doc = await extractDocument({ id: 't', data: utf8('One\nline.\n\nTwo.\fPage two.') });
    expect(doc.pages.map((p) => [p.number, p.text])).toEqual([
      [1, 'One line.\n\nTwo.'],
      [2, 'Page two.'],
    ]);
    expectConsistentOffsets(doc);
    // Lines wrapped to the text's width are one paragraph; short lines (a signature block, a
    // form) keep their breaks.
    const wrapped =
      'The Supplier shall deliver the goods to the Buyer at the address given\nin the order, within ten days of it.';
    const letter = await extractDocument({
      id: 'w',
      data: utf8(
        `${wrapped}\n\nRachel Imrie\nCommercial Director\nfor and on behalf of Kestrel Ltd\nDate: 19 May 2025`,
      ),
    });
    expect(letter.text).toBe(
      `${wrapped.replace('\n', ' ')}\n\nRachel Imrie\nCommercial Director\nfor and on behalf of Kestrel Ltd\nDate: 19 May 2025`,
    );
    expectConsistentOffsets(letter);
    // A numbered clause starts its own line, even after a long one; a number that goes on with a
    // sentence does not.
    const clauses = await extractDocument({
      id: 'c',
      data: utf8(
        `1.1 ${wrapped.replace('\n', ' ')}\n1.2 The Buyer shall pay each invoice in full, without any set-off or deduction, within\n30 days.`,
      ),
    });
    expect(clauses.text).toBe(
      `1.1 ${wrapped.replace('\n', ' ')}\n1.2 The Buyer shall pay each invoice in full, without any set-off or deduction, within 30 days.`,
    );
    // A form's field starts its own line, even after a long one.
    const fields = await extractDocument({
      id: 'f',
      data: utf8(
        `${wrapped.replace('\n', ' ')}\nSigned for the Lessee: João Batista Ferraz, Diretor Administrativo Comercial\nLessee's contact for notices: Mariana Okafor-Souza`,
      ),
    });
    expect(fields.text.split('\n')).toHaveLength(3);
    // A table aligned with spaces or tabs keeps its rows, cells joined by " | " as HTML's are;
    // an item's mark, a field's label and two sentences keep one space.
    const table = await extractDocument({
      id: 'r',
      data: utf8(
        'SUBSCRIBED SERVICES                              ANNUAL FEE\nTallis Ledger Enterprise (250 named users)        $186,000\nPremier Support\tincluded\nA1  Brunnwerk 300 pump\nLessor:        Van Houten B.V.\nIt ends.  Then it goes on.',
      ),
    });
    expect(table.text).toBe(
      'SUBSCRIBED SERVICES | ANNUAL FEE\nTallis Ledger Enterprise (250 named users) | $186,000\nPremier Support | included\nA1 Brunnwerk 300 pump\nLessor: Van Houten B.V.\nIt ends. Then it goes on.',
    );
    expectConsistentOffsets(table);
    const latin1 = await extractDocument({
      id: 'l',
      data: new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
    });
    expect(latin1.text).toBe('café');
    const empty = await extractDocument({ id: 'e', data: new Uint8Array() });
    expect(empty.pages).toHaveLength(1);
    expect(empty.text).toBe('');
  });

  it('gives a typed error for binary data sent as text', async () => {
    const data = new Uint8Array([1, 2, 0, 3, 0, 0, 9]);
    await expect(extractDocument({ id: 'b', data, file_name: 'x.txt' })).rejects.toMatchObject({
      code: 'corrupt',
    });
  });
});
