import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { createTextExtractor, type TextExtractor } from '../src/runs/text-extraction-pool';
import { pdfOf } from './support/documents';

/** Deflates `chunk` repeated `times` times without holding the whole inflated text. */
async function deflateRepeated(head: string, chunk: Buffer, times: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  let crc = crc32(head);
  deflate.write(head);
  for (let index = 0; index < times; index += 1) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await once(deflate, 'end');
  return { data: Buffer.concat(out), crc, size: head.length + chunk.length * times + tail.length };
}

/** A ZIP (deflated entries) built by hand: local headers, central directory, end record. */
function zipOf(entries: { name: string; data: Buffer; crc: number; size: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A DOCX whose document.xml inflates to about `mib` MiB of one paragraph. */
async function docxBomb(mib: number): Promise<Uint8Array> {
  const types = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const typesEntry = await deflateRepeated(types, Buffer.alloc(0), 0, '');
  const body = await deflateRepeated(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
    Buffer.alloc(1024 * 1024, 'a'),
    mib,
    '</w:t></w:r></w:p></w:body></w:document>',
  );
  return zipOf([
    { name: '[Content_Types].xml', ...typesEntry },
    { name: 'word/document.xml', ...body },
  ]);
}

describe('text extraction in a bounded child process (issue 12)', () => {
  let extractor: TextExtractor;
  beforeAll(() => {
    extractor = createTextExtractor({ maxHeapMb: 256, timeoutMs: 60_000 });
  });
  afterAll(() => extractor.close());

  const doc = (name: string, mediaType: string, data: Uint8Array) => ({
    id: '7d3f1c9e-1b2a-4c5d-8e6f-0a1b2c3d4e5f',
    name,
    mediaType,
    data,
  });

  test('R12 a real PDF is read page by page, with its page count', async () => {
    const result = await extractor.extract(
      doc(
        'report.pdf',
        'application/pdf',
        new Uint8Array(await pdfOf(['Acme hires Jane Roe.', 'Page two.', 'Three.'])),
      ),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.document.page_count).toBe(3);
    expect(result.document.text).toContain('Acme hires Jane Roe.');
  });

  test('R12 random bytes named .pdf fail that document with a clear error', async () => {
    const result = await extractor.extract(doc('random.pdf', 'application/pdf', randomBytes(4096)));
    expect(result).toEqual({ ok: false, error: { code: 'corrupt', message: expect.any(String) } });
  });

  test('R12 a DOCX that inflates to hundreds of MiB fails alone, in bounded memory; the file queued behind it is read', async () => {
    const bomb = await docxBomb(400);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    // Both handed over at once: the second waits in the child's pipe while the first blows up.
    const [result, next] = await Promise.all([
      extractor.extract(
        doc(
          'bomb.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bomb,
        ),
      ),
      extractor.extract(
        doc(
          'page.html',
          'text/html',
          new TextEncoder().encode('<h1>Still here</h1><p>Next file.</p>'),
        ),
      ),
    ]);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
    // The child's heap was bounded: this process did not grow by the inflated size.
    expect(process.memoryUsage().rss - before).toBeLessThan(600 * 1024 * 1024);
    expect(next).toMatchObject({
      ok: true,
      document: { text: expect.stringContaining('Still here') },
    });
  });

  test('R12 documents handed over together come back each with its own text, in any number', async () => {
    const texts = Array.from({ length: 6 }, (_, index) => `Document number ${index} speaks.`);
    const results = await Promise.all(
      texts.map((text, index) =>
        extractor.extract(
          doc(`page-${index}.html`, 'text/html', new TextEncoder().encode(`<p>${text}</p>`)),
        ),
      ),
    );
    expect(results.map((result) => (result.ok ? result.document.text.trim() : result))).toEqual(
      texts,
    );
  });
});
