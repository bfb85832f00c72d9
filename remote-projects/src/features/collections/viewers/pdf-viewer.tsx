import 'pdfjs-dist/web/pdf_viewer.css';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { EventBus, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { loadPdfjs } from './load-pdfjs';
import { takePdf } from './open-pdf';
import { PdfToolbar, type FindMatches } from './pdf-toolbar';
import type { ViewerSpanProps } from './viewer-span';

export type PdfViewerProps = { data: ArrayBuffer; name?: string } & ViewerSpanProps;

/**
 * pdf.js's own viewer (PDFViewer with its link service and find controller): pages drawn as they
 * scroll into view, a selectable text layer, find, zoom, page navigation and download.
 */
export function PdfViewer({ data, name, page: startPage, quote, onSpanFound }: PdfViewerProps) {
  const { t } = useTranslation('projects');
  const container = useRef<HTMLDivElement>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const viewerRef = useRef<PDFViewer | null>(null);
  const busRef = useRef<EventBus | null>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [rendered, setRendered] = useState(false);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<FindMatches | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The passage a link opened the document at: read once the pages are laid out.
  const span = useRef({ page: startPage, quote, onSpanFound, reported: false });
  span.current = { ...span.current, page: startPage, quote, onSpanFound };

  // A layout effect: the viewer starts in the commit that mounts it, not after the page's first
  // paint (which, with pdf.js's stylesheet just added, costs a few hundred ms on a slow machine).
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    let loaded: PDFDocumentProxy | null = null;
    let viewer: PDFViewer | null = null;
    let cancelled = false;
    // Fit width (or another preset) stays fitted when the viewer's width changes (a window
    // resized, a phone turned).
    const resized = new ResizeObserver(() => {
      const preset = viewer?.currentScaleValue;
      if (
        viewer?.pagesCount &&
        (preset === 'page-width' || preset === 'page-fit' || preset === 'auto')
      )
        viewer.currentScaleValue = preset;
    });
    resized.observe(element);
    void (async () => {
      try {
        // Opened ahead by the route loader (usually under way already), or now.
        const document = takePdf(data);
        document.catch(() => {}); // awaited below, unless pdf.js itself failed to load
        const { pdfjs, EventBus, PDFFindController, PDFLinkService, PDFViewer } = await loadPdfjs();
        if (cancelled) {
          void document.then((opened) => opened.destroy()).catch(() => {});
          return;
        }
        performance.mark('pdf:viewer-started');
        const eventBus = new EventBus();
        const linkService = new PDFLinkService({ eventBus });
        const findController = new PDFFindController({ eventBus, linkService });
        viewer = new PDFViewer({
          container: element,
          eventBus,
          linkService,
          findController,
          // Links, no form fields, no editing.
          annotationMode: pdfjs.AnnotationMode.ENABLE,
        });
        linkService.setViewer(viewer);
        const shown = viewer;
        eventBus.on('pagesinit', () => {
          shown.currentScaleValue = 'page-width';
          const wanted = span.current;
          if (wanted.page && wanted.page <= shown.pagesCount) shown.currentPageNumber = wanted.page;
          if (wanted.quote) {
            // The find box shows the passage; pdf.js highlights it and scrolls to it, searching
            // from the current page.
            setQuery(wanted.quote);
            eventBus.dispatch('find', {
              source: null,
              type: '',
              query: wanted.quote,
              caseSensitive: false,
              entireWord: false,
              highlightAll: true,
              findPrevious: false,
              matchDiacritics: false,
            });
          }
        });
        eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) =>
          setPage(pageNumber),
        );
        eventBus.on('scalechanging', ({ scale }: { scale: number }) => setScale(scale));
        eventBus.on('pagerendered', () => {
          performance.mark('pdf:page-rendered');
          setRendered(true);
        });
        eventBus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: FindMatches }) =>
          setMatches(matchesCount),
        );
        eventBus.on(
          'updatefindcontrolstate',
          ({ state, matchesCount }: { state: number; matchesCount: FindMatches }) => {
            if (state === 3 /* FindState.PENDING */) return;
            setMatches(matchesCount);
            const wanted = span.current;
            if (wanted.quote && !wanted.reported) {
              wanted.reported = true;
              wanted.onSpanFound?.(state !== 1 /* FindState.NOT_FOUND */);
            }
          },
        );
        viewerRef.current = viewer;
        busRef.current = eventBus;
        loaded = await document;
        if (cancelled) {
          void loaded.destroy();
          return;
        }
        viewer.setDocument(loaded);
        linkService.setDocument(loaded, null);
        setPages(loaded.numPages);
      } catch (caught) {
        if (!cancelled) setError(caught instanceof Error ? caught.message : String(caught));
      }
    })();
    return () => {
      cancelled = true;
      resized.disconnect();
      viewerRef.current = null;
      busRef.current = null;
      viewer?.cleanup();
      void loaded?.destroy();
    };
  }, [data]);

  // A same-origin copy of the bytes already here: `download` names the file (browsers ignore it
  // on the presigned URL, another origin) and nothing is fetched twice.
  const downloadHref = useMemo(
    () => URL.createObjectURL(new Blob([data], { type: 'application/pdf' })),
    [data],
  );
  useEffect(() => () => URL.revokeObjectURL(downloadHref), [downloadHref]);

  const find = useCallback((text: string, type: '' | 'again', previous = false) => {
    const eventBus = busRef.current;
    if (!eventBus) return;
    if (!text) {
      eventBus.dispatch('findbarclose', { source: null });
      setMatches(null);
      return;
    }
    eventBus.dispatch('find', {
      source: null,
      type,
      query: text,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: previous,
      matchDiacritics: false,
    });
  }, []);

  const goTo = (wanted: number) => {
    const viewer = viewerRef.current;
    if (viewer && wanted >= 1 && wanted <= pages) viewer.currentPageNumber = wanted;
  };
  const zoomIn = () => viewerRef.current?.increaseScale();
  const zoomOut = () => viewerRef.current?.decreaseScale();
  const fitWidth = () => {
    if (viewerRef.current) viewerRef.current.currentScaleValue = 'page-width';
  };

  // Ctrl (⌘) + / - / 0 zoom the document, Ctrl+F goes to its find box, while focus is in the viewer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const handled = (
      {
        '+': zoomIn,
        '=': zoomIn,
        '-': zoomOut,
        '0': fitWidth,
        f: () => findInput.current?.focus(),
      } as Record<string, () => void>
    )[event.key];
    if (!handled) return;
    event.preventDefault();
    handled();
  };

  if (error) return <Text color="fg.error">{t('documents.pdfError', { message: error })}</Text>;
  return (
    <Stack
      gap="3"
      data-testid="pdf-viewer"
      data-pages={pages || undefined}
      data-first-page-rendered={rendered}
      onKeyDown={onKeyDown}
    >
      <PdfToolbar
        page={page}
        pages={pages}
        onPage={goTo}
        scale={scale}
        onZoomIn={zoomIn}
        onZoomOut={zoomOut}
        onFitWidth={fitWidth}
        query={query}
        onQuery={(text) => {
          setQuery(text);
          find(text, '');
        }}
        onFind={(previous) => find(query, 'again', previous)}
        matches={matches}
        download={name ? { href: downloadHref, name } : null}
        findInput={findInput}
      />
      {/* PDFViewer needs an absolutely positioned scroll container: this box gives it a size. */}
      <Box
        position="relative"
        height="75vh"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg.muted"
        overflow="hidden"
      >
        {!rendered ? (
          <Text position="absolute" insetStart="4" top="4" color="fg.muted">
            {t('documents.rendering')}
          </Text>
        ) : null}
        {/* Pages are laid out left to right whatever the page's direction (pdf.js scrolls in LTR). */}
        <div
          ref={container}
          dir="ltr"
          tabIndex={0}
          role="region"
          aria-label={t('documents.pdf.pages')}
          style={{ position: 'absolute', inset: 0, overflow: 'auto' }}
        >
          <div className="pdfViewer" />
        </div>
      </Box>
    </Stack>
  );
}
