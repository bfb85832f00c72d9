import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { Provenance } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type ProvenanceListProps = {
  provenance: Provenance[];
  /** Document id → name, from the run's documents. */
  documentNames: Map<string, string>;
  /** `/projects/…/collections/…/documents/`: the collection's document view. */
  documentPath: (documentId: string) => string;
};

/** Where each value came from: the document (linked to its view), the page, the quoted span. */
export function ProvenanceList({ provenance, documentNames, documentPath }: ProvenanceListProps) {
  const { t } = useTranslation('runs');
  if (provenance.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('results.noSources')}
      </Text>
    );
  }
  return (
    <Stack as="ol" listStyleType="none" gap="2" data-testid="provenance">
      {provenance.map((source, index) => (
        <Box as="li" key={`${source.document_id}-${source.start}-${index}`}>
          <Box
            as="blockquote"
            borderInlineStartWidth="3px"
            borderColor="brand.muted"
            paddingInlineStart="3"
            textStyle="sm"
            whiteSpace="pre-wrap"
          >
            {t('results.quote', { text: source.text })}
          </Box>
          <Text textStyle="xs" color="fg.muted" paddingInlineStart="3">
            {/* Underlined: inside a line of text, colour alone does not mark a link (axe). */}
            <Link asChild colorPalette="brand" textDecoration="underline">
              <RouterLink to={documentPath(source.document_id)}>
                {documentNames.get(source.document_id) ?? t('results.unknownDocument')}
              </RouterLink>
            </Link>
            {source.page !== null ? ` · ${t('results.page', { page: source.page })}` : ''}
            {` · ${t('results.offsets', { start: source.start, end: source.end })}`}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
