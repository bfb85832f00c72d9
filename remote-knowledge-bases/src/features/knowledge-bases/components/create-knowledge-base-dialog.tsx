import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { nameSchema } from '@ontoloom/contract';
import {
  FormDialog,
  NameDescriptionFields,
  useDialogState,
  useErrorMessage,
} from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runsQueryOptions } from '../../../api/kb-queries';
import { runChoiceOf } from '../../../api/run-choice';
import { useCreateKb } from '../../../api/use-kb-mutations';
import { CommitNotice } from '../../../components/commit-notice';
import { runOption } from '../../../components/run-options';
import { SelectField } from '@ontoloom/platform';

export type CreateKnowledgeBaseDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A run chosen beforehand (e.g. `?create=<runId>` from a run's page). */
  initialRunId?: string;
};

type Values = { name: string; description: string; runId: string; commit: boolean };
type Errors = Partial<Record<'name' | 'runId' | 'commit', string>>;

/** Builds a knowledge base from one finished run of the project (R3.10), then opens it. */
export function CreateKnowledgeBaseDialog({
  projectId,
  open,
  onOpenChange,
  initialRunId = '',
}: CreateKnowledgeBaseDialogProps) {
  const { t } = useTranslation('knowledgeBases');
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateKb();
  const [values, setValues] = useDialogState<Values>(open, () => ({
    name: '',
    description: '',
    runId: initialRunId,
    commit: false,
  }));
  const [submitted, setSubmitted] = useState(false);
  const runs = useQuery({ ...runsQueryOptions(projectId), enabled: open });
  const run = runs.data?.find((item) => item.id === values.runId);
  const choice = run ? runChoiceOf(run) : null;
  // A run chosen beforehand names the knowledge base too, once the runs are known.
  const [named, setNamed] = useDialogState(open, () => false);
  if (open && !named && run && values.runId === initialRunId) {
    setNamed(true);
    if (!values.name) setValues({ ...values, name: run.name });
  }

  const errors: Errors = {};
  if (!nameSchema.safeParse(values.name).success) errors.name = t('create.errors.name');
  if (!run || choice === 'unfinished') errors.runId = t('create.errors.run');
  if (choice === 'committable' && !values.commit) errors.commit = t('create.errors.commit');
  const shown = submitted ? errors : {};
  const options = (runs.data ?? []).map((item) => runOption(t, item));

  const close = () => {
    create.reset();
    setSubmitted(false);
    onOpenChange(false);
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || !run) return;
    create.mutate(
      {
        projectId,
        name: values.name.trim(),
        description: values.description,
        origin: {
          mode: 'from_extraction_run',
          extraction_run_id: run.id,
          ...(choice === 'committable' ? { commit: true } : {}),
        },
      },
      {
        onSuccess: (kb) => {
          close();
          void navigate(`/projects/${projectId}/knowledge-bases/${kb.id}`);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      error={create.error ? describe(create.error) : runs.error ? describe(runs.error) : undefined}
      onSubmit={submit}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('create.intro')}
      </Text>
      <SelectField
        label={t('create.run')}
        name="extraction_run_id"
        value={values.runId}
        options={options}
        placeholder={runs.isPending ? t('create.loading') : t('create.chooseRun')}
        onChange={(runId) => {
          const picked = runs.data?.find((item) => item.id === runId);
          // The run's name is a good first name for what is built from it.
          setValues({
            ...values,
            runId,
            commit: false,
            name: values.name || picked?.name || '',
          });
        }}
        required
        error={shown.runId}
        helper={!runs.isPending && options.length === 0 ? t('create.noRuns') : t('create.runHelp')}
      />
      {choice === 'committable' ? (
        <CommitNotice
          checked={values.commit}
          onChange={(commit) => setValues({ ...values, commit })}
          error={shown.commit}
        />
      ) : null}
      <NameDescriptionFields
        value={values}
        onChange={(next) => setValues({ ...values, ...next })}
        errors={{ name: shown.name }}
      />
    </FormDialog>
  );
}
