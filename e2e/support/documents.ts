import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { call } from './api';

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real PDF of several text pages; `pages` makes it big enough to watch its upload progress. */
export async function makePdf(name: string, pages = 3): Promise<FilePayload> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Supplier audit, page ${index}`, { x: 50, y: 780, size: 20, font });
    for (let line = 0; line < 40; line += 1) {
      page.drawText(`Line ${line}: Acme Corp ships steel from Rotterdam (lot ${index}-${line}).`, {
        x: 50,
        y: 740 - line * 16,
        size: 10,
        font,
      });
    }
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

export async function makeDocx(name: string): Promise<FilePayload> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Board memo', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('The board approved the Rotterdam supplier contract.'),
        ],
      },
    ],
  });
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await Packer.toBuffer(document),
  };
}

/** HTML with a script and an inline handler that the document view must never run. */
export function makeHtml(name: string): FilePayload {
  const html = `<!doctype html><html><head><title>Press</title></head><body>
<h1>Press release</h1><p>Acme Corp opens a plant in Rotterdam.</p>
<ul><li>Rotterdam plant</li><li>Lyon office</li></ul>
<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">
</body></html>`;
  return { name, mimeType: 'text/html', buffer: Buffer.from(html) };
}

export async function createProject(token: string, name: string): Promise<{ id: string }> {
  return call('/api/projects', {
    method: 'POST',
    token,
    body: JSON.stringify({ name, description: '' }),
  });
}

/** Lines about who works for which company: what a run over the supply ontology finds. */
const PEOPLE_LINES = [
  'Maria Lopez works for Acme Corp in Rotterdam.',
  'Acme Corp ships steel to Globex every month.',
  'John Smith is employed by Globex.',
];

/** A PDF, a DOCX and an HTML file naming the same companies and people, for the runs journeys. */
export async function makeRunDocuments(): Promise<FilePayload[]> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= 2; index += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Supplier report, page ${index}`, { x: 50, y: 780, size: 18, font });
    PEOPLE_LINES.forEach((line, at) =>
      page.drawText(line, { x: 50, y: 740 - at * 18, size: 11, font }),
    );
  }
  const docx = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Board memo', heading: HeadingLevel.HEADING_1 }),
          ...PEOPLE_LINES.map((line) => new Paragraph(line)),
        ],
      },
    ],
  });
  const html = `<!doctype html><html><head><title>News</title></head><body><h1>Supplier news</h1>${PEOPLE_LINES.map((line) => `<p>${line}</p>`).join('')}</body></html>`;
  return [
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    {
      name: 'memo.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await Packer.toBuffer(docx),
    },
    { name: 'news.html', mimeType: 'text/html', buffer: Buffer.from(html) },
  ];
}
