/**
 * pdf.js and its viewer components, one chunk. The viewer module reads the library from
 * `globalThis.pdfjsLib` when it is evaluated: `./pdfjs-global` (imported first, so evaluated
 * first) puts it there.
 */
import './pdfjs-global';

export * as pdfjs from 'pdfjs-dist';
export {
  EventBus,
  FindState,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
