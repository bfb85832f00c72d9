type PdfjsBundle = typeof import('./pdfjs-bundle');

let loading: Promise<PdfjsBundle> | null = null;
let sharedWorker: InstanceType<PdfjsBundle['pdfjs']['PDFWorker']> | null = null;

/** The pdf.js worker every document is opened on (set once `loadPdfjs` resolved). */
export const pdfWorker = () => sharedWorker ?? undefined;

/**
 * pdf.js with its viewer components (one chunk) and its worker, fetched in parallel; called as soon
 * as the document route knows the document is a PDF, so both arrive while the document's bytes do.
 * The worker file is served by this remote (another origin than the page), and browsers only
 * start same-origin workers: it is fetched and started from a blob URL (the CSP allows blob:
 * workers). It is started right away, so it parses its code while the page still waits.
 */
export function loadPdfjs(): Promise<PdfjsBundle> {
  loading ??= (async () => {
    const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
    const worker = (async () => {
      const source = await (await fetch(workerUrl)).blob();
      const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      performance.mark('pdf:worker-fetched');
      return new Worker(blobUrl, { type: 'module' });
    })();
    const [bundle, port] = await Promise.all([
      import(/* webpackChunkName: "pdfjs" */ './pdfjs-bundle'),
      worker,
    ]);
    performance.mark('pdf:library-loaded');
    bundle.pdfjs.GlobalWorkerOptions.workerPort = port;
    // One worker for every document, owned by no document: destroying one (leaving its page)
    // no longer destroys the worker the next one is being opened on ("the worker is being
    // destroyed", seen in CI when a page was left and another PDF opened at once).
    sharedWorker = bundle.pdfjs.PDFWorker.create({ port });
    return bundle;
  })();
  loading.catch(() => (loading = null));
  return loading;
}
