import { useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Heading,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ExtractionConfig, StepEstimate } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ontologyVersionQueryOptions } from '../../../api/run-queries';
import { isReadOnly, isRunActive } from '../../../api/run-status';
import { useRun } from '../../../api/use-run';
import { useEstimateStep, useStartStep } from '../../../api/use-run-mutations';
import { ERROR_TEXT } from '../../../components/error-text';
import { EstimateDialog } from '../../../components/estimate-dialog';
import { Notice } from '../../../components/run-tab-frame';
import { showActionError } from '../../../components/step-error-toast';
import { StepStatusBadge } from '../../../components/step-status-badge';

type Engine = ExtractionConfig['engine'];

/** Engine, classes and instructions; the cost estimate is confirmed before the step starts. */
export function ExtractionTab() {
  const { t } = useTranslation('runs');
  const { run, scope } = useRun();
  const step = run.steps.extraction;
  const { data: version } = useSuspenseQuery(
    ontologyVersionQueryOptions(scope.projectId, run.ontology_version_id),
  );
  const classes = version.content.classes;
  const [engine, setEngine] = useState<Engine>(step.params?.engine ?? 'rules');
  const [selected, setSelected] = useState<string[]>(
    () => step.params?.classes ?? classes.map((item) => item.name),
  );
  const [instructions, setInstructions] = useState(step.params?.instructions ?? '');
  const [touched, setTouched] = useState(false);
  const [estimate, setEstimate] = useState<StepEstimate | null>(null);
  const estimating = useEstimateStep(scope);
  const start = useStartStep(scope);

  const blocked = isReadOnly(run)
    ? t('run.readOnly')
    : run.steps.chunking.status !== 'succeeded'
      ? t('extraction.waitChunking')
      : run.steps.dnf_build.status !== 'pending' || run.steps.dnf_execute.status !== 'pending'
        ? t('extraction.locked')
        : null;
  const noClass = selected.length === 0;
  const config: ExtractionConfig = {
    engine,
    concurrency: step.params?.concurrency ?? 4,
    ...(instructions.trim() ? { instructions: instructions.trim() } : {}),
    // All classes is the default: sent only when a subset is chosen.
    ...(selected.length < classes.length ? { classes: selected } : {}),
  };

  const review = () => {
    setTouched(true);
    if (noClass) return;
    estimating.mutate(
      { step: 'extraction', config },
      { onSuccess: setEstimate, onError: (error) => showActionError(t, error) },
    );
  };
  const confirm = () =>
    start.mutate(
      { step: 'extraction', config },
      {
        onSuccess: () => setEstimate(null),
        onError: (error) => {
          setEstimate(null);
          showActionError(t, error);
        },
      },
    );

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {t('tabs.extraction')}
        </Heading>
        <StepStatusBadge status={step.status} />
      </Flex>
      {blocked ? <Notice title={blocked} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <Stack gap="5">
          <Fieldset.Root disabled={blocked !== null}>
            <Fieldset.Legend>{t('extraction.engine')}</Fieldset.Legend>
            <RadioGroup.Root
              value={engine}
              onValueChange={(details) => setEngine((details.value ?? 'rules') as Engine)}
              disabled={blocked !== null}
            >
              <Stack gap="2">
                {(['rules', 'llm'] as const).map((value) => (
                  <RadioGroup.Item key={value} value={value} alignItems="start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Text as="span" fontWeight="medium">
                        {t(`extraction.engines.${value}`)}
                      </Text>
                      <Text as="span" display="block" textStyle="xs" color="fg.muted">
                        {t(`extraction.engines.${value}Help`)}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Root>
          <Fieldset.Root disabled={blocked !== null} invalid={touched && noClass}>
            <Fieldset.Legend>{t('extraction.classes')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('extraction.classesHelp')}</Fieldset.HelperText>
            <Flex gap="4" wrap="wrap">
              {classes.map((item) => (
                <Checkbox.Root
                  key={item.name}
                  checked={selected.includes(item.name)}
                  disabled={blocked !== null}
                  onCheckedChange={(details) =>
                    setSelected((current) =>
                      details.checked === true
                        ? classes
                            .map((c) => c.name)
                            .filter((n) => n === item.name || current.includes(n))
                        : current.filter((name) => name !== item.name),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{item.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
            {touched && noClass ? (
              <Text textStyle="sm" color={ERROR_TEXT} role="alert">
                {t('extraction.errors.noClass')}
              </Text>
            ) : null}
          </Fieldset.Root>
          <Field.Root disabled={blocked !== null}>
            <Field.Label>{t('extraction.instructions')}</Field.Label>
            <Textarea
              name="instructions"
              rows={4}
              maxLength={10_000}
              value={instructions}
              onChange={(event) => setInstructions(event.target.value)}
            />
            <Field.HelperText>{t('extraction.instructionsHelp')}</Field.HelperText>
          </Field.Root>
          <Flex>
            <Button
              type="submit"
              colorPalette="brand"
              loading={estimating.isPending}
              disabled={blocked !== null || isRunActive(run)}
            >
              {step.status === 'succeeded' ? t('extraction.rerun') : t('extraction.review')}
            </Button>
          </Flex>
        </Stack>
      </form>
      <EstimateDialog
        estimate={estimate}
        title={t('extraction.confirmTitle')}
        confirmLabel={t('extraction.start')}
        onConfirm={confirm}
        onClose={() => setEstimate(null)}
        pending={start.isPending}
      />
    </Stack>
  );
}
