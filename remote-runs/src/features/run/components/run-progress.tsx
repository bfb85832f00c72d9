import { Button, Card, chakra, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { TextExtractionRun } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { failedStep, isActiveStatus, STEP_ORDER } from '../../../api/run-status';
import { useRunAction, type RunScope } from '../../../api/use-run-mutations';
import { ERROR_TEXT } from '../../../components/error-text';
import { ProgressLine } from '../../../components/progress-line';
import { showActionError } from '../../../components/step-error-toast';
import { StepStatusBadge } from '../../../components/step-status-badge';

export type RunProgressProps = { run: TextExtractionRun; scope: RunScope };

/** The pipeline at a glance, the current step's progress and each document's, with retry. */
export function RunProgress({ run, scope }: RunProgressProps) {
  const { t } = useTranslation('runs');
  const action = useRunAction(scope);
  const current = run.current_step;
  const step = current ? run.steps[current] : null;
  const retryStep = run.committed_at ? null : failedStep(run);
  const failedDocuments = run.documents.filter((document) => document.error !== null).length;
  const failedChunks = run.failed_chunks ?? [];
  const documentName = new Map(
    run.documents.map((document) => [document.document_id, document.name]),
  );
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="4">
        <Flex as="ol" listStyleType="none" wrap="wrap" columnGap="6" rowGap="2">
          {STEP_ORDER.map((name) => (
            <HStack as="li" key={name} gap="2">
              <Text
                textStyle="sm"
                whiteSpace="nowrap"
                fontWeight={name === current ? 'semibold' : 'normal'}
              >
                {t(`steps.${name}`)}
              </Text>
              <StepStatusBadge status={run.steps[name].status} />
            </HStack>
          ))}
        </Flex>
        {/* A step that has not started has no progress to show yet. */}
        {current && step && step.status !== 'pending' ? (
          <Stack gap="1" aria-live="polite">
            <Text textStyle="sm" fontWeight="medium">
              {t('progress.current', { step: t(`steps.${current}`) })}
            </Text>
            <ProgressLine
              label={t('progress.overallLabel', { step: t(`steps.${current}`) })}
              progress={step.progress}
              status={step.status}
              valueText={t('progress.count', step.progress)}
            />
            {step.error ? (
              <Text textStyle="sm" color={ERROR_TEXT} role="alert">
                {step.error.message}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {retryStep ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text textStyle="sm" color={ERROR_TEXT}>
              {failedChunks.length > 0
                ? t('progress.failedChunks', {
                    total: run.steps[retryStep].progress.failed ?? failedChunks.length,
                  })
                : t('progress.failedDocuments', { total: failedDocuments })}
            </Text>
            <Button
              size="sm"
              variant="outline"
              loading={action.isPending && action.variables?.type === 'retry_failed'}
              onClick={() =>
                action.mutate(
                  { type: 'retry_failed', step: retryStep },
                  { onError: (error) => showActionError(t, error) },
                )
              }
            >
              {t('progress.retry', { step: t(`steps.${retryStep}`) })}
            </Button>
          </Flex>
        ) : null}
        {!retryStep && failedDocuments > 0 ? (
          // Past the steps that read documents: the count stays, with nothing left to retry.
          <Text textStyle="sm" color={ERROR_TEXT}>
            {t('progress.failedDocuments', { total: failedDocuments })}
          </Text>
        ) : null}
        {retryStep && failedChunks.length > 0 ? (
          <Stack as="ul" gap="1" ps="4" textStyle="sm" data-testid="failed-chunks">
            {failedChunks.map((chunk) => (
              <Text as="li" key={`${chunk.document_id}:${chunk.chunk_index}`} color={ERROR_TEXT}>
                {t('progress.failedChunk', {
                  document: documentName.get(chunk.document_id) ?? '',
                  number: chunk.chunk_index + 1,
                  message: chunk.error.message,
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
        <DocumentProgress run={run} />
      </Card.Body>
    </Card.Root>
  );
}

function DocumentProgress({ run }: { run: TextExtractionRun }) {
  const { t } = useTranslation('runs');
  if (run.documents.length === 0) return null;
  const running = run.documents.some((document) => isActiveStatus(document.status));
  return (
    <chakra.details open={running || undefined}>
      <chakra.summary cursor="pointer" textStyle="sm" fontWeight="medium">
        <Heading as="h3" size="sm" display="inline">
          {t('progress.documents', { total: run.documents.length })}
        </Heading>
      </chakra.summary>
      <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="l2" mt="2" maxH="80">
        <Table.Root size="sm" stickyHeader aria-label={t('progress.documentsTable')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('progress.document')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('progress.status')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="40">{t('progress.progress')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('progress.chunks')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {run.documents.map((document) => (
              <Table.Row key={document.document_id} data-testid="document-progress">
                <Table.Cell wordBreak="break-word">
                  {document.name}
                  {document.error ? (
                    <Text textStyle="xs" color={ERROR_TEXT}>
                      {document.error.message}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <StepStatusBadge status={document.status} />
                </Table.Cell>
                <Table.Cell>
                  <ProgressLine
                    label={t('progress.documentLabel', { name: document.name })}
                    progress={document.progress}
                    status={document.status}
                    valueText={t('progress.count', document.progress)}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">{document.chunk_count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </chakra.details>
  );
}
