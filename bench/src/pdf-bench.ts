import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { extractText } from '@ontoloom/pipeline';
import { fixed, heading } from './timing';

const PAGES = 500;

/** A 500-page report: a heading and five paragraphs of about 450 characters per page. */
const generatedPdf = (): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: true });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
    const sentence = (n: number): string =>
      `Section ${n} reports that the northern plant produced ${1000 + n} units in quarter ${1 + (n % 4)} while the team in Lyon reviewed the supplier contracts.`;
    for (let page = 1; page <= PAGES; page += 1) {
      doc.addPage({ size: 'A4', margin: 56 });
      doc.font('Helvetica-Bold').fontSize(18).text(`Chapter ${page}: operations review`);
      doc.moveDown(0.5).font('Helvetica').fontSize(10);
      for (let p = 0; p < 5; p += 1)
        doc.text([0, 1, 2].map((s) => sentence(page * 10 + p * 3 + s)).join(' ')).moveDown(0.8);
    }
    doc.end();
  });

/** Documentation PDFs installed by Debian packages (some gzip-compressed), read as bytes. */
const debianPdfs = (): { name: string; data: Uint8Array }[] => {
  const found: { name: string; data: Uint8Array }[] = [];
  const walk = (dir: string, depth: number): void => {
    if (depth > 4) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      let stat;
      try {
        stat = statSync(path);
      } catch {
        continue;
      }
      if (stat.isDirectory()) walk(path, depth + 1);
      else if (/\.pdf(\.gz)?$/.test(entry)) {
        const raw = readFileSync(path);
        found.push({
          name: path,
          data: new Uint8Array(entry.endsWith('.gz') ? gunzipSync(raw) : raw),
        });
      }
    }
  };
  if (existsSync('/usr/share/doc')) walk('/usr/share/doc', 0);
  return found.sort((a, b) => a.name.localeCompare(b.name));
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The peer: bare pdf.js text content per page, with no layout or document model on top. */
const pdfjsPages = async (pdfjs: PdfJs, data: Uint8Array): Promise<number> => {
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      await page.getTextContent();
      page.cleanup();
    }
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
};

const ours = async (data: Uint8Array): Promise<{ pages: number; chars: number }> => {
  let pages = 0;
  let chars = 0;
  for await (const page of extractText({ id: 'bench', data })) {
    pages += 1;
    chars += page.text.length;
  }
  return { pages, chars };
};

const measure = async (
  label: string,
  data: Uint8Array,
  pdfjs: PdfJs,
): Promise<{ pages: number; oursMs: number; peerMs: number }> => {
  await ours(data); // warm-up: pdf.js loads fonts and compiles on first use
  let started = performance.now();
  const result = await ours(data);
  const oursMs = performance.now() - started;
  started = performance.now();
  await pdfjsPages(pdfjs, data);
  const peerMs = performance.now() - started;
  const rate = (ms: number): string => fixed(result.pages / (ms / 1000), 0);
  console.log(
    `${label}: ${result.pages} pages, ${fixed(data.byteLength / 1024, 0)} KiB, ${result.chars} chars | ontoloom ${fixed(oursMs, 0)} ms (${rate(oursMs)} pages/s) | bare pdf.js getTextContent ${fixed(peerMs, 0)} ms (${rate(peerMs)} pages/s) | ontoloom/bare ${fixed(oursMs / peerMs)}x time`,
  );
  return { pages: result.pages, oursMs, peerMs };
};

export const runPdfBench = async (): Promise<void> => {
  heading('Text extraction from PDF (pages per second)');
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  await measure(`generated ${PAGES}-page PDF (pdfkit)`, await generatedPdf(), pdfjs);
  const real = debianPdfs();
  if (real.length === 0) {
    console.log(
      'No PDFs under /usr/share/doc: `apt-get install -y libtasn1-doc` (or any doc package that ships PDFs) and run again.',
    );
    return;
  }
  let pages = 0;
  let oursMs = 0;
  let peerMs = 0;
  for (const { name, data } of real) {
    try {
      const r = await measure(name, data, pdfjs);
      pages += r.pages;
      oursMs += r.oursMs;
      peerMs += r.peerMs;
    } catch (error) {
      console.log(
        `${name}: not readable (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  console.log(
    `Debian documentation PDFs, all ${real.length}: ${pages} pages | ontoloom ${fixed(pages / (oursMs / 1000), 0)} pages/s | bare pdf.js ${fixed(pages / (peerMs / 1000), 0)} pages/s`,
  );
};
