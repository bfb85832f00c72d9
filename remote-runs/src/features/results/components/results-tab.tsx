import { Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { TextExtractionRun } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hasResults, isReadOnly } from '../../../api/run-status';
import { useRun } from '../../../api/use-run';
import type { RunScope } from '../../../api/use-run-mutations';
import { Notice } from '../../../components/run-tab-frame';
import { ResultsBrowser } from './results-browser';
import { ResultsToolbar } from './results-toolbar';
import { useModify } from './use-modify';

/** R2.22 results: entities and relations with provenance, edits with undo, export, commit. */
export function ResultsTab() {
  const { t } = useTranslation('runs');
  const { run, scope } = useRun();
  return (
    <Stack gap="5">
      <Heading as="h3" size="md">
        {t('tabs.results')}
      </Heading>
      {hasResults(run) ? (
        <ResultsContent run={run} scope={scope} />
      ) : (
        <Stack gap="3" align="start">
          <Notice title={t('results.notYet')} description={t('results.notYetHelp')} />
          <Link asChild colorPalette="brand">
            <RouterLink to="../deduplication">{t('results.goToDedup')}</RouterLink>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}

function ResultsContent({ run, scope }: { run: TextExtractionRun; scope: RunScope }) {
  const { t } = useTranslation('runs');
  const readOnly = isReadOnly(run);
  const modify = useModify(scope);
  return (
    <Stack gap="4">
      {run.committed_at ? (
        <Notice title={t('results.committed')} description={t('results.committedHelp')} />
      ) : run.archived_at ? (
        <Notice title={t('run.readOnly')} />
      ) : null}
      <Flex justify="end" gap="3" wrap="wrap">
        <ResultsToolbar
          run={run}
          scope={scope}
          readOnly={readOnly}
          onUndo={modify.undo}
          undoPending={modify.isPending && modify.lastType === 'undo'}
        />
      </Flex>
      <ResultsBrowser run={run} scope={scope} readOnly={readOnly} modify={modify} />
    </Stack>
  );
}
