import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { OntologyVersionDetail } from '@ontoloom/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IntentLink, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { ontologyQueryOptions } from '../../../api/ontology-queries';
import { downloadVersionYaml, exportFileName } from '../../../api/use-ontology-mutations';
import { OntologyAssistant } from '../../../components/ontology-assistant';
import { ContentTables } from './content-tables';

// The graph library is the heaviest part of the remote: loaded when the tab opens.
const OntologyDiagram = lazy(() =>
  import('./ontology-diagram').then((module) => ({ default: module.OntologyDiagram })),
);

export type VersionPageProps = {
  projectId: string;
  ontologyId: string;
  version: OntologyVersionDetail;
};

export function VersionPage({ projectId, ontologyId, version }: VersionPageProps) {
  const { t } = useTranslation('ontologies');
  const { data: ontology } = useSuspenseQuery(ontologyQueryOptions(projectId, ontologyId));
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadVersionYaml(
        projectId,
        version.id,
        exportFileName(ontology.name, version.version_number),
      );
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('version.exportFailed'),
        description: errorMessage(t, error),
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="xl" wordBreak="break-word">
            {t('version.heading', { number: version.version_number, name: version.name })}
          </Heading>
          {version.description ? (
            <Text color="fg.muted" dir="auto">
              {version.description}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <OntologyAssistant projectId={projectId} version={version} />
          <Button variant="outline" onClick={() => void onExport()} loading={exporting}>
            {t('version.export')}
          </Button>
          <Button asChild colorPalette="brand">
            <IntentLink to="edit">{t('version.edit')}</IntentLink>
          </Button>
        </HStack>
      </Flex>
      <Tabs.Root defaultValue="tables" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="tables">{t('version.tabs.tables')}</Tabs.Trigger>
          <Tabs.Trigger value="diagram">{t('version.tabs.diagram')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tables">
          <ContentTables content={version.content} />
        </Tabs.Content>
        <Tabs.Content value="diagram">
          <Suspense fallback={<Skeleton height="96" />}>
            <OntologyDiagram content={version.content} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
