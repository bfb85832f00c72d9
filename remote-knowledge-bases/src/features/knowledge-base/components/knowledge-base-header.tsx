import { useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { KnowledgeBase } from '@ontoloom/contract';
import { errorMessage, formatDate, IntentLink, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../api/format-number';
import { ontologyQueryOptions, ontologyVersionQueryOptions } from '../../../api/kb-queries';
import { ontologyVersionPath, runPath } from '../../../api/paths';
import { useSetKbArchived } from '../../../api/use-kb-mutations';
import { KbAssistants } from './kb-assistants';
import { AddRunDialog } from './add-run-dialog';
import { ExportMenu } from './export-menu';

export type KnowledgeBaseHeaderProps = { kb: KnowledgeBase };

/** Name, counts, ontology version (R2.22), source runs and the knowledge base's actions. */
export function KnowledgeBaseHeader({ kb }: KnowledgeBaseHeaderProps) {
  const { t, i18n } = useTranslation('knowledgeBases');
  const locale = i18n.language;
  const projectId = kb.project_id;
  const { data: version } = useSuspenseQuery(
    ontologyVersionQueryOptions(projectId, kb.ontology_version_id),
  );
  const ontology = useQuery(ontologyQueryOptions(projectId, version.ontology_id));
  const setArchived = useSetKbArchived();
  const [adding, setAdding] = useState(false);
  const archived = kb.archived_at !== null;
  const toggleArchived = () =>
    setArchived.mutate(
      { projectId, kbId: kb.id, archived: !archived },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(archived ? 'list.toast.restored' : 'list.toast.archived', { name: kb.name }),
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('list.toast.failed'),
            description: errorMessage(t, error),
          }),
      },
    );

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="xl" wordBreak="break-word">
              {kb.name}
            </Heading>
            {archived ? <Badge>{t('list.archivedBadge')}</Badge> : null}
          </HStack>
          {kb.description ? (
            <Text color="fg.muted" textStyle="sm">
              {kb.description}
            </Text>
          ) : null}
        </Stack>
        <Wrap gap="2">
          {archived ? null : (
            <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
              {t('addRun.open')}
            </Button>
          )}
          <KbAssistants kb={kb} />
          <ExportMenu kb={kb} />
          <Button
            size="sm"
            variant="outline"
            loading={setArchived.isPending}
            onClick={toggleArchived}
          >
            {archived ? t('list.restore') : t('list.archive')}
          </Button>
        </Wrap>
      </Flex>
      <Wrap gap="4" textStyle="sm" color="fg.muted" data-testid="kb-facts">
        <Text>
          {t('counts.entities', {
            count: kb.entity_count,
            formatted: formatNumber(kb.entity_count, locale),
          })}
        </Text>
        <Text>
          {t('counts.relations', {
            count: kb.relation_count,
            formatted: formatNumber(kb.relation_count, locale),
          })}
        </Text>
        <Text>
          {t('detail.ontologyVersion')}{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <IntentLink to={ontologyVersionPath(projectId, version.ontology_id, version.id)}>
              <bdi>
                {t('version.long', {
                  ontology: ontology.data?.name ?? '',
                  number: formatNumber(version.version_number, locale),
                  name: version.name,
                })}
              </bdi>
            </IntentLink>
          </Link>
        </Text>
        <Text>{t('list.created', { date: formatDate(kb.created_at, locale, 'list') })}</Text>
      </Wrap>
      <HStack gap="2" wrap="wrap" textStyle="sm">
        <Text color="fg.muted">{t('detail.sourceRuns')}</Text>
        <Wrap as="ul" listStyleType="none" gap="2">
          {kb.source_runs.map((run) => (
            <li key={run.extraction_run_id}>
              <Link asChild colorPalette="brand" textDecoration="underline">
                <IntentLink to={runPath(projectId, run.extraction_run_id)}>
                  <bdi>{run.name}</bdi>
                </IntentLink>
              </Link>
            </li>
          ))}
        </Wrap>
      </HStack>
      <AddRunDialog kb={kb} open={adding} onOpenChange={setAdding} />
    </Stack>
  );
}
