import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs } from './load-pdfjs';

export type PdfViewerProps = { data: ArrayBuffer };

/** pdf.js, one canvas per page, each rendered when it scrolls near the viewport. */
export function PdfViewer({ data }: PdfViewerProps) {
  const { t } = useTranslation('projects');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  // Width / height of page 1: pages not yet rendered hold their place at about the right size.
  const [ratio, setRatio] = useState(1 / Math.SQRT2);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let loaded: PDFDocumentProxy | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const pdfjs = await loadPdfjs();
        // pdf.js takes ownership of the buffer it is given: pass a copy, the query keeps its own.
        // No eval: the web tier's CSP forbids it (pdf.js interprets PDF functions instead).
        loaded = await pdfjs.getDocument({
          data: new Uint8Array(data.slice(0)),
          isEvalSupported: false,
        }).promise;
        if (cancelled) void loaded.destroy();
        else {
          const first = (await loaded.getPage(1)).getViewport({ scale: 1 });
          setRatio(first.width / first.height);
          setPdf(loaded);
        }
      } catch (caught) {
        if (!cancelled) setError(caught instanceof Error ? caught.message : String(caught));
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  if (error) return <Text color="fg.error">{t('documents.pdfError', { message: error })}</Text>;
  if (!pdf) return <Text color="fg.muted">{t('documents.rendering')}</Text>;
  return (
    <Stack gap="4" data-testid="pdf-viewer" data-pages={pdf.numPages}>
      <Text textStyle="sm" color="fg.muted">
        {t('documents.pageCount', { count: pdf.numPages })}
      </Text>
      {Array.from({ length: pdf.numPages }, (_, index) => (
        <PdfPage key={index} pdf={pdf} pageNumber={index + 1} ratio={ratio} />
      ))}
    </Stack>
  );
}

function PdfPage({
  pdf,
  pageNumber,
  ratio,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  ratio: number;
}) {
  const { t } = useTranslation('projects');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let task: { cancel(): void } | null = null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || task) return;
        observer.disconnect();
        void pdf.getPage(pageNumber).then((page) => {
          const width = element.parentElement?.clientWidth || 800;
          const base = page.getViewport({ scale: 1 });
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          element.width = viewport.width;
          element.height = viewport.height;
          element.style.width = '100%';
          const render = page.render({ canvas: element, viewport });
          task = render;
          return render.promise.then(() => setRendered(true));
        });
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      task?.cancel();
    };
  }, [pdf, pageNumber]);

  return (
    <Box
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      bg="white"
      aspectRatio={rendered ? undefined : ratio}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('documents.pageLabel', { page: pageNumber })}
        data-rendered={rendered}
      />
    </Box>
  );
}
