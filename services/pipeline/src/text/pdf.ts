// Any program that compiles this file (the API, the host's scripts) needs the worker declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module cannot be imported
/// <reference path="../types/pdfjs-worker.d.ts" />
import { TextExtractionError } from '../common/errors';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { DocumentPage } from './document-model';
import { PageBuilder } from './page-builder';
import type { PdfTextItem } from './pdf-layout';
import { FontSizeHistogram, toBlocks, toLines } from './pdf-layout';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsLoading: Promise<PdfJs> | null = null;

// pdf.js is loaded on first use (it is large), with its worker code run on this thread: pages
// are read one at a time, so a worker thread would add copying without adding speed.
const loadPdfJs = (): Promise<PdfJs> => {
  pdfjsLoading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsLoading;
};

const openError = (documentId: string, error: unknown): TextExtractionError => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new TextExtractionError('encrypted', documentId, 'The PDF is password protected.', {
      cause: error,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new TextExtractionError('corrupt', documentId, `The PDF cannot be read: ${detail}`, {
    cause: error,
  });
};

/** Yields one DocumentPage per PDF page, in order, holding only the current page's content. */
export async function* pdfToPages(
  documentId: string,
  data: Uint8Array,
  options: StageOptions = {},
): AsyncGenerator<DocumentPage> {
  const { signal, onProgress } = options;
  throwIfAborted(signal);
  const pdfjs = await loadPdfJs();
  // pdf.js may take over the buffer it is given, and the caller still owns `data`.
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    throw openError(documentId, error);
  }
  try {
    const total = pdf.numPages;
    const builder = new PageBuilder(documentId, 'pdf', total);
    const sizes = new FontSizeHistogram();
    for (let number = 1; number <= total; number += 1) {
      throwIfAborted(signal);
      let items: PdfTextItem[];
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        items = content.items.flatMap((item) => ('str' in item ? [item] : []));
        page.cleanup();
      } catch (error) {
        throw new TextExtractionError(
          'corrupt',
          documentId,
          `Page ${number} of the PDF cannot be read: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const lines = toLines(items);
      sizes.add(lines);
      for (const block of toBlocks(lines, sizes.bodySize())) {
        builder.add(block.kind, block.text, block.level, block.text.includes('\n'));
      }
      yield builder.finish(number);
      onProgress?.({ step: 'text_extraction', done: number, total, unit: 'pages' });
    }
  } finally {
    await pdf.destroy();
  }
}
