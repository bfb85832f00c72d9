import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { Provenance } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { documentPath } from '../routing/document-link';

export type ProvenanceListProps = {
  provenance: Provenance[];
  projectId: string;
  /** Document id → its name and collection (the run's or the knowledge base's documents). */
  documents: Map<string, { name: string; collectionId: string }>;
};

/**
 * Where each value came from: the quoted span, the document (a link that opens it at that page
 * with the passage highlighted), the page and the character offsets.
 */
export function ProvenanceList({ provenance, projectId, documents }: ProvenanceListProps) {
  const { t } = useTranslation('common');
  if (provenance.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('provenance.noSources')}
      </Text>
    );
  }
  return (
    <Stack as="ol" listStyleType="none" gap="2" data-testid="provenance">
      {provenance.map((source, index) => {
        const document = documents.get(source.document_id);
        const name = document?.name ?? t('provenance.unknownDocument');
        return (
          <Box as="li" key={`${source.document_id}-${source.start}-${index}`}>
            <Box
              as="blockquote"
              borderInlineStartWidth="3px"
              borderColor="brand.muted"
              paddingInlineStart="3"
              textStyle="sm"
              whiteSpace="pre-wrap"
              dir="auto"
            >
              {t('provenance.quote', { text: source.text })}
            </Box>
            <Text textStyle="xs" color="fg.muted" paddingInlineStart="3">
              {document ? (
                // Underlined: inside a line of text, colour alone does not mark a link (axe).
                <Link asChild colorPalette="brand" textDecoration="underline">
                  <RouterLink
                    to={documentPath(
                      {
                        projectId,
                        collectionId: document.collectionId,
                        documentId: source.document_id,
                      },
                      source,
                    )}
                    title={t('provenance.open', { document: name })}
                  >
                    <bdi>{name}</bdi>
                  </RouterLink>
                </Link>
              ) : (
                name
              )}
              {source.page !== null ? ` · ${t('provenance.page', { page: source.page })}` : ''}
              {` · ${t('provenance.offsets', { start: source.start, end: source.end })}`}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
