import * as pdfjsLib from 'pdfjs-dist';

// The viewer components (pdfjs-dist/web/pdf_viewer.mjs) take the library from this global.
(globalThis as { pdfjsLib?: typeof pdfjsLib }).pdfjsLib = pdfjsLib;
