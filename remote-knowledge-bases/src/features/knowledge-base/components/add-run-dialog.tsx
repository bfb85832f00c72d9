import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { KnowledgeBase } from '@ontoloom/contract';
import { FormDialog, toaster, useDialogState, useErrorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { runsQueryOptions } from '../../../api/kb-queries';
import { useAddKbRun } from '../../../api/use-kb-mutations';
import { SelectField } from '@ontoloom/platform';

export type AddRunDialogProps = {
  kb: KnowledgeBase;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Merges another run into the knowledge base: only committed runs of the same ontology version
 * that are not in it yet can be chosen.
 */
export function AddRunDialog({ kb, open, onOpenChange }: AddRunDialogProps) {
  const { t } = useTranslation('knowledgeBases');
  const describe = useErrorMessage();
  const add = useAddKbRun();
  const [runId, setRunId] = useDialogState(open, () => '');
  const [submitted, setSubmitted] = useState(false);
  const runs = useQuery({ ...runsQueryOptions(kb.project_id), enabled: open });
  const inKb = new Set(kb.source_runs.map((run) => run.extraction_run_id));
  const options = (runs.data ?? [])
    .filter(
      (run) =>
        run.committed_at !== null &&
        run.ontology_version_id === kb.ontology_version_id &&
        !inKb.has(run.id),
    )
    .map((run) => ({ value: run.id, label: run.name }));
  const error = runId ? undefined : t('addRun.errors.run');

  const close = () => {
    add.reset();
    setSubmitted(false);
    onOpenChange(false);
  };
  const submit = () => {
    setSubmitted(true);
    if (error) return;
    add.mutate(
      { projectId: kb.project_id, kbId: kb.id, runId },
      {
        onSuccess: () => {
          const name = runs.data?.find((run) => run.id === runId)?.name ?? '';
          close();
          toaster.create({ type: 'success', title: t('addRun.added', { name }) });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('addRun.title')}
      submitLabel={t('addRun.submit')}
      pending={add.isPending}
      error={add.error ? describe(add.error) : runs.error ? describe(runs.error) : undefined}
      onSubmit={submit}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('addRun.intro')}
      </Text>
      <SelectField
        label={t('addRun.run')}
        name="extraction_run_id"
        value={runId}
        options={options}
        placeholder={runs.isPending ? t('create.loading') : t('create.chooseRun')}
        onChange={setRunId}
        required
        error={submitted ? error : undefined}
        helper={!runs.isPending && options.length === 0 ? t('addRun.noRuns') : undefined}
      />
    </FormDialog>
  );
}
