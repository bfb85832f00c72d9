import { once } from 'node:events';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** A real PDF, one page per text, written by pdfkit. */
export async function pdfOf(pages: string[]): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const text of pages) pdf.addPage().text(text);
  pdf.end();
  await once(pdf, 'end');
  return Buffer.concat(chunks);
}

/** A real Word document written by the docx library: one paragraph per text. */
export function docxOf(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return Packer.toBuffer(document);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTML page: a heading and one paragraph per text. */
export function htmlOf(title: string, paragraphs: string[]): Buffer {
  return Buffer.from(
    `<!doctype html><html><head><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</body></html>`,
  );
}
