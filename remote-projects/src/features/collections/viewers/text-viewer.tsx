import { Box } from '@chakra-ui/react';

export type TextViewerProps = { data: ArrayBuffer };

/** Plain text as it is, never interpreted as markup. */
export function TextViewer({ data }: TextViewerProps) {
  return (
    <Box
      as="pre"
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
