import { useState } from 'react';
import { Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { StepEstimate } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isReadOnly, isRunActive } from '../../../api/run-status';
import { useRun } from '../../../api/use-run';
import { useEstimateStep, useStartStep } from '../../../api/use-run-mutations';
import { EstimateDialog } from '../../../components/estimate-dialog';
import { Notice } from '../../../components/run-tab-frame';
import { showActionError } from '../../../components/step-error-toast';
import { StepStatusBadge } from '../../../components/step-status-badge';
import { CandidatePairs } from './candidate-pairs';
import { LearnedRules } from './learned-rules';

const percentOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : NaN);

/** Learn blocking rules, review them and the candidate pairs, then merge duplicates or skip. */
export function DeduplicationTab() {
  const { t } = useTranslation('runs');
  const { run, scope } = useRun();
  const build = run.steps.dnf_build;
  const execute = run.steps.dnf_execute;
  const start = useStartStep(scope);
  const estimating = useEstimateStep(scope);
  const [recall, setRecall] = useState(
    String(Math.round((build.params?.target_recall ?? 0.95) * 100)),
  );
  const [threshold, setThreshold] = useState(
    String(Math.round((execute.params?.match_threshold ?? 0.8) * 100)),
  );
  const [estimate, setEstimate] = useState<StepEstimate | null>(null);

  const recallValue = percentOf(recall);
  const thresholdValue = percentOf(threshold);
  const recallInvalid = !(recallValue >= 50 && recallValue <= 100);
  const thresholdInvalid = !(thresholdValue >= 0 && thresholdValue <= 100);
  const done = execute.status === 'succeeded' || execute.status === 'skipped';
  const busy = isRunActive(run);
  const blocked = isReadOnly(run)
    ? t('run.readOnly')
    : run.steps.extraction.status !== 'succeeded'
      ? t('dedup.waitExtraction')
      : done
        ? t('dedup.done')
        : null;
  const onError = (error: unknown) => showActionError(t, error);
  const executeConfig = { match_threshold: thresholdValue / 100 };

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {t('tabs.deduplication')}
        </Heading>
        <StepStatusBadge status={execute.status === 'pending' ? build.status : execute.status} />
      </Flex>
      {blocked ? <Notice title={blocked} /> : null}
      {execute.status === 'succeeded' ? (
        <Text textStyle="sm">
          {t('dedup.merged', { total: execute.merged_count })}{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="../results">{t('dedup.seeResults')}</RouterLink>
          </Link>
        </Text>
      ) : null}

      <Stack as="section" gap="3" aria-labelledby="dedup-build-heading">
        <Heading as="h4" size="sm" id="dedup-build-heading">
          {t('dedup.buildTitle')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('dedup.buildHelp')}
        </Text>
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root invalid={recallInvalid} disabled={blocked !== null} maxW="60">
            <Field.Label>{t('dedup.targetRecall')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={50}
              max={100}
              value={recall}
              onChange={(event) => setRecall(event.target.value)}
            />
            <Field.ErrorText>{t('dedup.errors.recall')}</Field.ErrorText>
          </Field.Root>
          <Button
            variant={build.status === 'succeeded' ? 'outline' : 'solid'}
            colorPalette="brand"
            loading={start.isPending && start.variables?.step === 'dnf_build'}
            disabled={blocked !== null || busy || recallInvalid}
            onClick={() =>
              start.mutate(
                { step: 'dnf_build', config: { target_recall: recallValue / 100 } },
                { onError },
              )
            }
          >
            {build.status === 'succeeded' ? t('dedup.rebuild') : t('dedup.build')}
          </Button>
        </Flex>
      </Stack>

      {build.status === 'succeeded' ? (
        <>
          <LearnedRules rules={build.rules} />
          <CandidatePairs scope={scope} classNames={build.rules.map((rule) => rule.class_name)} />
        </>
      ) : null}

      <Stack as="section" gap="3" aria-labelledby="dedup-execute-heading">
        <Heading as="h4" size="sm" id="dedup-execute-heading">
          {t('dedup.executeTitle')}
        </Heading>
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root invalid={thresholdInvalid} disabled={blocked !== null} maxW="60">
            <Field.Label>{t('dedup.threshold')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
            />
            <Field.HelperText>{t('dedup.thresholdHelp')}</Field.HelperText>
            <Field.ErrorText>{t('dedup.errors.threshold')}</Field.ErrorText>
          </Field.Root>
          <Button
            colorPalette="brand"
            loading={estimating.isPending}
            disabled={blocked !== null || busy || thresholdInvalid || build.status !== 'succeeded'}
            onClick={() =>
              estimating.mutate(
                { step: 'dnf_execute', config: executeConfig },
                { onSuccess: setEstimate, onError },
              )
            }
          >
            {t('dedup.execute')}
          </Button>
          <Button
            variant="outline"
            loading={start.isPending && start.variables?.step === 'skip'}
            disabled={blocked !== null || busy}
            onClick={() => start.mutate({ step: 'skip' }, { onError })}
          >
            {t('dedup.skip')}
          </Button>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {t('dedup.skipHelp')}
        </Text>
      </Stack>

      <EstimateDialog
        estimate={estimate}
        title={t('dedup.confirmTitle')}
        confirmLabel={t('dedup.executeConfirm')}
        pending={start.isPending}
        onClose={() => setEstimate(null)}
        onConfirm={() =>
          start.mutate(
            { step: 'dnf_execute', config: executeConfig },
            {
              onSuccess: () => setEstimate(null),
              onError: (error) => {
                setEstimate(null);
                onError(error);
              },
            },
          )
        }
      />
    </Stack>
  );
}
