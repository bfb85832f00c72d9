import { useLayoutEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import type { ViewerSpanProps } from './viewer-span';
import { highlightQuote } from './highlight-quote';

export type TextViewerProps = { data: ArrayBuffer } & ViewerSpanProps;

/** Plain text as it is, never interpreted as markup. */
export function TextViewer({ data, quote, at, onSpanFound }: TextViewerProps) {
  const root = useRef<HTMLPreElement>(null);
  useLayoutEffect(() => {
    if (root.current && quote) onSpanFound?.(highlightQuote(root.current, quote, at));
  }, [data, quote, at, onSpanFound]);
  return (
    <Box
      as="pre"
      ref={root}
      data-testid="text-viewer"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      fontFamily="mono"
      textStyle="sm"
    >
      {new TextDecoder().decode(data)}
    </Box>
  );
}
