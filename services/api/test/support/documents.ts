import { once } from 'node:events';
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
