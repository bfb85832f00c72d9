import { useState } from 'react';
import { Box, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ExtractedEntity } from '@ontoloom/contract';
import { useErrorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { dedupCandidatesQueryOptions } from '../../../api/run-queries';
import type { RunScope } from '../../../api/use-run-mutations';
import { ERROR_TEXT } from '../../../components/error-text';
import { SelectField } from '@ontoloom/platform';

export type CandidatePairsProps = { scope: RunScope; classNames: string[] };

const summary = (entity: ExtractedEntity) =>
  Object.entries(entity.properties)
    .filter(([, values]) => values.length > 0)
    .slice(0, 3)
    .map(([name, values]) => `${name}: ${values.join(', ')}`)
    .join(' · ');

/** The pairs the learned rules would compare, best first, to review before merging. */
export function CandidatePairs({ scope, classNames }: CandidatePairsProps) {
  const { t, i18n } = useTranslation('runs');
  const describe = useErrorMessage();
  const [className, setClassName] = useState('');
  const candidates = useQuery(dedupCandidatesQueryOptions(scope.projectId, scope.runId, className));
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <Stack as="section" gap="3" aria-labelledby="dedup-candidates-heading">
      <Heading as="h4" size="sm" id="dedup-candidates-heading">
        {t('dedup.candidatesTitle')}
      </Heading>
      <Box maxW="sm">
        <SelectField
          label={t('dedup.classFilter')}
          name="candidate_class"
          value={className}
          placeholder={t('dedup.allClasses')}
          options={classNames.map((name) => ({ value: name, label: name }))}
          onChange={setClassName}
        />
      </Box>
      {candidates.isPending ? (
        <Skeleton height="24" role="status" aria-label={t('dedup.candidatesLoading')} />
      ) : candidates.isError ? (
        <Text color={ERROR_TEXT} role="alert" textStyle="sm">
          {describe(candidates.error)}
        </Text>
      ) : candidates.data.pairs.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('dedup.noCandidates')}
        </Text>
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('dedup.candidatesCount', {
              shown: candidates.data.pairs.length,
              total: candidates.data.total,
            })}
          </Text>
          <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="l2" maxH="96">
            <Table.Root size="sm" stickyHeader aria-labelledby="dedup-candidates-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('dedup.class')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('dedup.left')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('dedup.right')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('dedup.score')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {candidates.data.pairs.map((pair) => (
                  <Table.Row key={`${pair.left.id}-${pair.right.id}`} data-testid="candidate-pair">
                    <Table.Cell>{pair.class_name}</Table.Cell>
                    {[pair.left, pair.right].map((entity) => (
                      <Table.Cell key={entity.id}>
                        <Text fontWeight="medium">{entity.label}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {summary(entity)}
                        </Text>
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{percent.format(pair.score)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Stack>
  );
}
