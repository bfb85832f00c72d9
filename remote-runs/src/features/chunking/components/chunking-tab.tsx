import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isReadOnly, isRunActive } from '../../../api/run-status';
import { useRun } from '../../../api/use-run';
import { useStartStep } from '../../../api/use-run-mutations';
import { Notice } from '../../../components/run-tab-frame';
import { showActionError } from '../../../components/step-error-toast';
import { StepStatusBadge } from '../../../components/step-status-badge';
import { CHUNKING_PRESETS, draftOf, validateChunking } from '../chunking-presets';
import { ChunkingForm } from './chunking-form';
import { ChunkPreview } from './chunk-preview';

/** Chunking parameters (presets, validation), a preview of one document, then the step. */
export function ChunkingTab() {
  const { t } = useTranslation('runs');
  const { run, scope } = useRun();
  const step = run.steps.chunking;
  const [draft, setDraft] = useState(() => draftOf(step.params ?? CHUNKING_PRESETS.paragraphs));
  const [touched, setTouched] = useState(false);
  const start = useStartStep(scope);
  const { errors, params } = validateChunking(draft);

  const textReady = run.steps.text_extraction.status === 'succeeded';
  const locked = run.steps.extraction.status !== 'pending';
  const busy = isRunActive(run);
  const blocked = isReadOnly(run)
    ? t('run.readOnly')
    : !textReady
      ? t('chunking.waitText')
      : locked
        ? t('chunking.locked')
        : null;
  const totalChunks = run.documents.reduce((sum, document) => sum + document.chunk_count, 0);

  const submit = () => {
    setTouched(true);
    if (!params) return;
    start.mutate(
      { step: 'chunking', chunking_parameters: params },
      { onError: (error) => showActionError(t, error) },
    );
  };

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {t('tabs.chunking')}
        </Heading>
        <StepStatusBadge status={step.status} />
        {step.status === 'succeeded' ? (
          <Text textStyle="sm" color="fg.muted">
            {t('chunking.total', { total: totalChunks })}
          </Text>
        ) : null}
      </Flex>
      {blocked ? <Notice title={blocked} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <ChunkingForm
            value={draft}
            onChange={setDraft}
            errors={touched ? errors : {}}
            disabled={blocked !== null}
          />
          <Flex gap="3">
            <Button
              type="submit"
              colorPalette="brand"
              loading={start.isPending}
              disabled={blocked !== null || busy}
            >
              {step.status === 'succeeded' ? t('chunking.rerun') : t('chunking.start')}
            </Button>
          </Flex>
        </Stack>
      </form>
      <ChunkPreview
        run={run}
        scope={scope}
        params={params}
        onInvalid={() => setTouched(true)}
        disabled={!textReady}
      />
    </Stack>
  );
}
