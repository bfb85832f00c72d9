type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js and its worker, each its own chunk, loaded on the first PDF. The worker file is served
 * by this remote (another origin than the page), and browsers only start same-origin workers:
 * it is fetched and started from a blob URL.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
    const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
    const source = await (await fetch(workerUrl)).blob();
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(blobUrl, { type: 'module' });
    return pdfjs;
  })();
  loading.catch(() => (loading = null));
  return loading;
}
