import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ChunkingParameters, TextExtractionRun } from '@ontoloom/contract';
import { useErrorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { usePreviewChunking, type RunScope } from '../../../api/use-run-mutations';
import { ERROR_TEXT } from '../../../components/error-text';
import { SelectField } from '@ontoloom/platform';

export type ChunkPreviewProps = {
  run: TextExtractionRun;
  scope: RunScope;
  /** Valid parameters, or null while the form has errors. */
  params: ChunkingParameters | null;
  onInvalid: () => void;
  disabled: boolean;
};

/** One chosen document cut with the current parameters, before the step runs (previewChunking). */
export function ChunkPreview({ run, scope, params, onInvalid, disabled }: ChunkPreviewProps) {
  const { t } = useTranslation('runs');
  const describe = useErrorMessage();
  const [documentId, setDocumentId] = useState(run.documents[0]?.document_id ?? '');
  const preview = usePreviewChunking(scope);
  const show = () => {
    if (!params) {
      onInvalid();
      return;
    }
    preview.mutate({ document_id: documentId, chunking_parameters: params });
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="chunk-preview-heading">
      <Heading as="h3" size="sm" id="chunk-preview-heading">
        {t('chunking.preview.title')}
      </Heading>
      <Flex gap="3" align="end" wrap="wrap">
        <Box flex="1" minW="60">
          <SelectField
            label={t('chunking.preview.document')}
            name="preview_document"
            value={documentId}
            options={run.documents.map((document) => ({
              value: document.document_id,
              label: document.name,
            }))}
            onChange={setDocumentId}
            disabled={disabled || run.documents.length === 0}
          />
        </Box>
        <Button
          variant="outline"
          onClick={show}
          loading={preview.isPending}
          disabled={disabled || !documentId}
        >
          {t('chunking.preview.show')}
        </Button>
      </Flex>
      {preview.error ? (
        <Text color={ERROR_TEXT} role="alert" textStyle="sm">
          {describe(preview.error)}
        </Text>
      ) : null}
      {preview.data ? (
        <Stack gap="2" data-testid="chunk-preview">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {preview.data.total_chunks > preview.data.chunks.length
              ? t('chunking.preview.someOf', {
                  shown: preview.data.chunks.length,
                  total: preview.data.total_chunks,
                })
              : t('chunking.preview.all', { total: preview.data.total_chunks })}
          </Text>
          <Stack as="ol" listStyleType="none" gap="2" maxH="96" overflowY="auto">
            {preview.data.chunks.map((chunk) => (
              <Card.Root as="li" key={chunk.index} size="sm" variant="subtle">
                <Card.Body gap="1">
                  <Flex gap="2" wrap="wrap">
                    <Badge size="sm">
                      {t('chunking.preview.chunk', { number: chunk.index + 1 })}
                    </Badge>
                    {chunk.page !== null ? (
                      <Badge size="sm" variant="outline">
                        {t('results.page', { page: chunk.page })}
                      </Badge>
                    ) : null}
                    <Text textStyle="xs" color="fg.muted">
                      {t('chunking.preview.range', {
                        start: chunk.start,
                        end: chunk.end,
                        length: chunk.text.length,
                      })}
                    </Text>
                  </Flex>
                  <Text textStyle="sm" whiteSpace="pre-wrap" lineClamp={6}>
                    {chunk.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
