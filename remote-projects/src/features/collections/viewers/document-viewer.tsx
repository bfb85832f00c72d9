import { lazy, Suspense } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isPdf } from './content-type';
import { loadPdfjs } from './load-pdfjs';
import { TextViewer } from './text-viewer';
import type { ViewerSpanProps } from './viewer-span';

// Each viewer (and its libraries) is its own chunk, loaded only for its type.
const PdfViewer = lazy(() => preloadPdfViewer().then((module) => ({ default: module.PdfViewer })));
const HtmlViewer = lazy(() =>
  import('./html-viewer').then((module) => ({ default: module.HtmlViewer })),
);

type PdfViewerModule = typeof import('./pdf-viewer');
// Once loaded, the PDF viewer renders at once (no suspending on an already loaded module).
let pdfViewerModule: PdfViewerModule | null = null;

/** The PDF viewer's chunk, pdf.js and its worker, all started at once (before the data arrives). */
export function preloadPdfViewer(): Promise<PdfViewerModule> {
  void loadPdfjs().catch(() => {
    // The viewer reports it when it asks again.
  });
  return import('./pdf-viewer').then((module) => (pdfViewerModule = module));
}

export { isPdf };

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentViewerProps = {
  contentType: string;
  data: ArrayBuffer;
  /** The document's name: the file name of a download. */
  name?: string;
} & ViewerSpanProps;

export function DocumentViewer({ contentType, data, name, ...span }: DocumentViewerProps) {
  const { t } = useTranslation('projects');
  const fallback = <Text color="fg.muted">{t('documents.rendering')}</Text>;
  const type = contentType.split(';')[0]?.trim();
  if (isPdf(contentType)) {
    if (pdfViewerModule) return <pdfViewerModule.PdfViewer data={data} name={name} {...span} />;
    return (
      <Suspense fallback={fallback}>
        <PdfViewer data={data} name={name} {...span} />
      </Suspense>
    );
  }
  if (type === DOCX_TYPE || type === 'text/html' || type === 'text/markdown') {
    const kind = type === 'text/html' ? 'html' : type === DOCX_TYPE ? 'docx' : 'markdown';
    return (
      <Suspense fallback={fallback}>
        <HtmlViewer data={data} kind={kind} {...span} />
      </Suspense>
    );
  }
  return <TextViewer data={data} {...span} />;
}
