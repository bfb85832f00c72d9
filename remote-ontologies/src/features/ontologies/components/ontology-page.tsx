import { Suspense, useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IntentLink, toaster, errorMessage } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { ontologyQueryOptions } from '../../../api/ontology-queries';
import { useSetOntologyArchived } from '../../../api/use-ontology-mutations';
import { EditOntologyDialog } from './edit-ontology-dialog';
import { VersionTable } from './version-table';

export type OntologyPageProps = { projectId: string; ontologyId: string };

/** R2.18: the ontology with its versions, newest first. */
export function OntologyPage({ projectId, ontologyId }: OntologyPageProps) {
  const { t } = useTranslation('ontologies');
  const { data: ontology } = useSuspenseQuery(ontologyQueryOptions(projectId, ontologyId));
  const setArchived = useSetOntologyArchived();
  const [editing, setEditing] = useState(false);
  const archived = ontology.archived_at !== null;
  const toggle = () =>
    setArchived.mutate(
      { projectId, ontologyId, archived: !archived },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(archived ? 'detail.restored' : 'detail.archived', { name: ontology.name }),
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: t('detail.failed'),
            description: errorMessage(t, error),
          }),
      },
    );
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2">
            <Heading as="h2" size="xl" wordBreak="break-word" dir="auto">
              {ontology.name}
            </Heading>
            {archived ? <Badge>{t('list.archivedBadge')}</Badge> : null}
          </HStack>
          {ontology.description ? (
            <Text color="fg.muted" dir="auto">
              {ontology.description}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {archived ? null : (
            <Button asChild colorPalette="brand">
              <IntentLink to="versions/new">{t('detail.newVersion')}</IntentLink>
            </Button>
          )}
          {archived ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('detail.editDetails')}
            </Button>
          )}
          <Button variant="outline" onClick={toggle} loading={setArchived.isPending}>
            {archived ? t('detail.restore') : t('detail.archive')}
          </Button>
        </HStack>
      </Flex>
      <Heading as="h3" size="md">
        {t('detail.versions')}
      </Heading>
      <Suspense fallback={<Skeleton height="32" />}>
        <VersionTable projectId={projectId} ontologyId={ontologyId} />
      </Suspense>
      {editing ? (
        <EditOntologyDialog ontology={ontology} open onClose={() => setEditing(false)} />
      ) : null}
    </Stack>
  );
}
