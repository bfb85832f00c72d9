import { useState } from 'react';
import { Button, Flex, Menu, Portal } from '@chakra-ui/react';
import type { SerializationFormat, TextExtractionRun } from '@ontoloom/contract';
import { ConfirmDialog } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { downloadRunExport } from '../../../api/download-export';
import { isRunActive } from '../../../api/run-status';
import { useCommitRun, type RunScope } from '../../../api/use-run-mutations';
import { showActionError } from '../../../components/step-error-toast';

export type ResultsToolbarProps = {
  run: TextExtractionRun;
  scope: RunScope;
  readOnly: boolean;
  onUndo: () => void;
  undoPending: boolean;
};

/**
 * Export (JSON or YAML file), undo the last modification, commit (confirmed; then read-only), and
 * the way to a knowledge base built from these results (the knowledge-bases area's create dialog,
 * by URL: remotes never import each other).
 */
export function ResultsToolbar({ run, scope, readOnly, onUndo, undoPending }: ResultsToolbarProps) {
  const { t } = useTranslation('runs');
  const commit = useCommitRun();
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<SerializationFormat | null>(null);
  const download = (format: SerializationFormat) => {
    setExporting(format);
    downloadRunExport(scope, run.name, format)
      .catch((error: unknown) => showActionError(t, error, t('results.exportFailed')))
      .finally(() => setExporting(null));
  };
  return (
    <Flex gap="2" wrap="wrap">
      <Menu.Root onSelect={(details) => download(details.value as SerializationFormat)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={exporting !== null}>
            {t('results.export')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="json">{t('results.exportJson')}</Menu.Item>
              <Menu.Item value="yaml">{t('results.exportYaml')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {readOnly ? null : (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={onUndo}
            loading={undoPending}
            // Nothing to revert: no manual change since the results were made (an older server
            // does not say, then undo stays available and a refusal is a toast).
            disabled={run.modification_count === 0}
          >
            {t('results.undo')}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={isRunActive(run)}
            onClick={() => setConfirming(true)}
          >
            {t('results.commit')}
          </Button>
        </>
      )}
      {run.archived_at === null ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to={`/projects/${scope.projectId}/knowledge-bases/active?create=${scope.runId}`}
          >
            {t('results.createKnowledgeBase')}
          </RouterLink>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('results.commitTitle', { name: run.name })}
        body={t('results.commitBody')}
        confirmLabel={t('results.commitConfirm')}
        pending={commit.isPending}
        onConfirm={() =>
          commit.mutate(scope, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false);
              showActionError(t, error);
            },
          })
        }
      />
    </Flex>
  );
}
