/**
 * A PDF's first page, as a user opens it (issue 17): signed in, on a collection's page, a click
 * on the document's name, until pdf.js has drawn page 1 (its `pagerendered` event, which the
 * viewer marks as `pdf:page-rendered`). Each open is in a fresh browser context (nothing cached:
 * the pdf.js chunk, its worker and the document's bytes all come over the wire), on `pnpm
 * start`'s stack on its own ports. Prints the median of 5 opens and the steps on the way (the
 * viewer's performance marks). Goal: under 1 s.
 *
 * Builds nothing of the app: run `pnpm build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { chromium } from '@playwright/test';
import { client } from './api-process';
import { benchStack, startWebStack, stopWebStack } from './web-stack';
import { fixed, heading } from './timing';

const OPENS = 5;
const GOAL_MS = 1000;
const MARKS = [
  'pdf:worker-fetched',
  'pdf:library-loaded',
  'pdf:document-opened',
  'pdf:viewer-started',
  'pdf:page-rendered',
];

/** A text PDF of `pages` pages, as reports are (a heading and paragraphs on each page). */
async function makePdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage({ size: 'A4' });
    doc.fontSize(16).text(`Supplier report, page ${page}`);
    for (let paragraph = 0; paragraph < 12; paragraph += 1) {
      doc
        .fontSize(10)
        .text(
          `Maria Lopez works for Acme Corp in Rotterdam. Acme Corp ships steel to Globex every month; paragraph ${paragraph + 1} of page ${page} describes the orders, the prices and the deliveries of the quarter in some detail.`,
        );
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function runPdfViewBench(): Promise<void> {
  heading('PDF viewer: a click on a document to its first page drawn (cold cache)');
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-bench-pdf-'));
  const stack = await startWebStack(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const api = client(benchStack.apiUrl);
    const token = await api.signIn(benchStack.admin.email, benchStack.admin.password);
    const project = await api.call<{ id: string }>('POST', '/api/projects', {
      name: 'PDF bench',
      description: '',
    });
    const files = [
      { name: 'short.pdf', pages: 2 },
      { name: 'report.pdf', pages: 40 },
    ];
    const folder = await api.call<{ id: string }>('POST', '/api/upload_folders');
    const documents: Record<string, string> = {};
    const sizes = new Map<string, number>();
    for (const file of files) {
      const data = await makePdf(file.pages);
      sizes.set(file.name, data.length);
      documents[file.name] = await api.upload(folder.id, file.name, data);
    }
    const collection = await api.call<{ id: string }>(
      'POST',
      `/api/projects/${project.id}/documents_collections/unstructured`,
      {
        name: 'Reports',
        description: '',
        upload_folder_id: folder.id,
        documents,
        collection_type: 'unstructured',
      },
    );
    const collectionUrl = `${benchStack.webUrl}/projects/${project.id}/collections/${collection.id}`;

    for (const file of files) {
      const opens: Record<string, number>[] = [];
      for (let open = 0; open < OPENS; open += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          ['ontoloom.access_token', token],
        );
        const page = await context.newPage();
        await page.goto(collectionUrl);
        const link = page.getByRole('link', { name: file.name, exact: true });
        await link.waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() =>
          document.addEventListener(
            'click',
            (event) => ((window as unknown as { __clickAt: number }).__clickAt = event.timeStamp),
            { capture: true, once: true },
          ),
        );
        await link.click();
        await page.waitForFunction(
          () => performance.getEntriesByName('pdf:page-rendered').length > 0,
          undefined,
          { timeout: 30_000 },
        );
        opens.push(
          await page.evaluate((marks) => {
            const clickAt = (window as unknown as { __clickAt: number }).__clickAt;
            return Object.fromEntries(
              marks.map((name) => [
                name,
                (performance.getEntriesByName(name).at(-1)?.startTime ?? NaN) - clickAt,
              ]),
            );
          }, MARKS),
        );
        await context.close();
      }
      const firstPage = median(opens.map((o) => o['pdf:page-rendered']!));
      console.log(
        `${file.name} (${file.pages} pages, ${fixed(sizes.get(file.name)! / 1024, 0)} KiB): first page ${fixed(firstPage, 0)} ms after the click (median of ${OPENS}; goal < ${GOAL_MS} ms: ${firstPage < GOAL_MS ? 'met' : 'NOT met'})`,
      );
      for (const mark of MARKS) {
        console.log(
          `  ${mark.padEnd(22)} ${fixed(median(opens.map((o) => o[mark]!)), 0).padStart(6)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await stopWebStack(stack);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runPdfViewBench();
