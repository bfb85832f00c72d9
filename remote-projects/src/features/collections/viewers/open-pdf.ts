import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs, pdfWorker } from './load-pdfjs';

/** Opens PDF bytes with pdf.js (parsed in its worker). */
async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const { pdfjs } = await loadPdfjs();
  // pdf.js takes ownership of the buffer it is given: pass a copy, the query keeps its own.
  // No eval: the web tier's CSP forbids it (pdf.js interprets PDF functions instead).
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data.slice(0)),
    isEvalSupported: false,
    worker: pdfWorker(),
  }).promise;
  performance.mark('pdf:document-opened');
  return document;
}

// The one document opened ahead of its viewer, until the viewer takes it.
let ahead: { data: ArrayBuffer; document: Promise<PDFDocumentProxy> } | null = null;

/**
 * Starts opening `data` now (the route loader calls it as soon as the bytes arrive), so the
 * worker parses the document while React still renders the page. A document opened ahead and
 * never shown is closed when the next one is.
 */
export function openPdfAhead(data: ArrayBuffer): void {
  if (ahead?.data === data) return;
  void ahead?.document.then((document) => document.destroy()).catch(() => {});
  ahead = { data, document: openPdf(data) };
  ahead.document.catch(() => {
    // The viewer reports it when it takes this document.
  });
}

/** The document for `data`: the one opened ahead if any (the caller now owns it), else a new one. */
export function takePdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  if (ahead?.data === data) {
    const { document } = ahead;
    ahead = null;
    return document;
  }
  return openPdf(data);
}
