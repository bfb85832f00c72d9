import { isPdf } from './content-type';

/**
 * Issue 17: on a page listing a PDF, pdf.js, its worker and the PDF viewer load once the browser
 * is idle, so a click on the document finds them ready: only its bytes are left to fetch, open
 * and draw. Fetched at most once per page load (the loaders keep their promise); a failure is
 * left for the viewer to report.
 */
export function preloadPdfViewerWhenIdle(contentTypes: string[]): () => void {
  if (!contentTypes.some(isPdf)) return () => undefined;
  const start = () =>
    void import('./document-viewer')
      .then((module) => module.preloadPdfViewer())
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}
