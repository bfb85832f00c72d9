import { CONTENT_TYPES, detectContentType } from './content-type';

const detect = (text: string | Buffer, fileName: string, tail = Buffer.alloc(0)) =>
  detectContentType({ head: Buffer.isBuffer(text) ? text : Buffer.from(text), tail, fileName });

describe('detectContentType', () => {
  test('PDF and DOCX by their magic bytes, whatever the name', () => {
    expect(detect('%PDF-1.7\n…', 'scan.bin')).toEqual({ ok: true, contentType: CONTENT_TYPES.pdf });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    const directory = Buffer.from('[Content_Types].xml word/document.xml');
    expect(detect(zip, 'x.zip', directory)).toEqual({ ok: true, contentType: CONTENT_TYPES.docx });
    expect(detect(zip, 'fake.docx').ok).toBe(false);
  });

  test('HTML by its opening, or by name when it is a fragment', () => {
    expect(detect('  <!DOCTYPE html><p>x</p>', 'page.txt')).toMatchObject({
      contentType: 'text/html',
    });
    expect(detect('<div>fragment</div>', 'part.html')).toMatchObject({ contentType: 'text/html' });
    expect(detect('a < b and <c>', 'notes.txt')).toMatchObject({ contentType: 'text/plain' });
  });

  test('Markdown by name or by its marks; text otherwise', () => {
    expect(detect('plain words', 'readme.md')).toMatchObject({ contentType: 'text/markdown' });
    expect(detect('# Title\n\n- item\n', 'notes')).toMatchObject({ contentType: 'text/markdown' });
    expect(detect('# Title\n\n- item\n', 'notes.txt')).toMatchObject({ contentType: 'text/plain' });
    expect(detect('Héllo wörld\n', 'a.txt')).toMatchObject({ contentType: 'text/plain' });
  });

  test('a character cut at the end of the sniffed window is still text', () => {
    const cut = Buffer.from('é'.repeat(10)).subarray(0, 19);
    expect(detect(cut, 'a.txt')).toMatchObject({ ok: true });
    expect(detect('next file', 'b.txt')).toMatchObject({ ok: true });
  });

  test('binary, non-UTF-8 and empty files are refused with a reason', () => {
    expect(detect(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]), 'a.pdf')).toEqual({
      ok: false,
      reason: 'is not a PDF, DOCX, HTML, Markdown or text file',
    });
    expect(detect(Buffer.from([0xff, 0xfe, 0x41]), 'a.txt').ok).toBe(false);
    expect(detect('', 'a.txt')).toEqual({ ok: false, reason: 'is empty' });
  });
});
