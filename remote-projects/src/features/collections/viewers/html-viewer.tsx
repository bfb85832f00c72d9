import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { highlightQuote } from './highlight-quote';
import { sanitizeHtml } from './sanitize-html';
import type { ViewerSpanProps } from './viewer-span';

export type HtmlViewerProps = {
  data: ArrayBuffer;
  kind: 'html' | 'docx' | 'markdown';
} & ViewerSpanProps;

/** The document as HTML: DOCX through mammoth, Markdown through marked, HTML as it is. */
async function toHtml(data: ArrayBuffer, kind: HtmlViewerProps['kind']): Promise<string> {
  if (kind === 'docx') {
    const mammoth = await import(/* webpackChunkName: "mammoth" */ 'mammoth');
    return (await mammoth.convertToHtml({ arrayBuffer: data })).value;
  }
  const text = new TextDecoder().decode(data);
  if (kind === 'html') return text;
  const { marked } = await import(/* webpackChunkName: "marked" */ 'marked');
  return marked.parse(text, { async: false, gfm: true });
}

/** DOCX, Markdown and HTML, always through DOMPurify before they reach the page. */
export function HtmlViewer({ data, kind, quote, at, onSpanFound }: HtmlViewerProps) {
  const { t } = useTranslation('projects');
  const root = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const clean = await sanitizeHtml(await toHtml(data, kind));
        if (!cancelled) setHtml(clean);
      } catch (caught) {
        if (!cancelled) setError(caught instanceof Error ? caught.message : String(caught));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data, kind]);

  useLayoutEffect(() => {
    if (root.current && html !== null && quote)
      onSpanFound?.(highlightQuote(root.current, quote, at));
  }, [html, quote, at, onSpanFound]);

  if (error) return <Text color="fg.error">{t('documents.convertError', { message: error })}</Text>;
  if (html === null) return <Text color="fg.muted">{t('documents.rendering')}</Text>;
  return (
    <Box
      ref={root}
      data-testid="html-viewer"
      className="document-html"
      borderWidth="1px"
      borderRadius="l2"
      p={{ base: '4', md: '6' }}
      overflowX="auto"
      css={{
        '& h1': { fontSize: '2xl', fontWeight: 'bold', marginBlock: '3' },
        '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBlock: '3' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginBlock: '2' },
        '& p': { marginBlock: '2' },
        // The CSS reset strips list markers: documents keep their bullets and numbers.
        '& ul, & ol': { paddingInlineStart: '6', marginBlock: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ul ul': { listStyleType: 'circle' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { display: 'list-item' },
        '& blockquote': {
          borderInlineStartWidth: '3px',
          paddingInlineStart: '3',
          color: 'fg.muted',
        },
        '& pre, & code': { fontFamily: 'mono', fontSize: 'sm' },
        '& pre': { bg: 'bg.subtle', padding: '3', borderRadius: 'l2', overflowX: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { borderWidth: '1px', padding: '1' },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
      // Sanitized just above by DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
