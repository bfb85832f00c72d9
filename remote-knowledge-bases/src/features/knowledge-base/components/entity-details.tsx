import { useState } from 'react';
import { Badge, Button, DataList, Drawer, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { KbEntityDetail, KnowledgeBase } from '@ontoloom/contract';
import { ErrorView, ProvenanceList } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { kbEntityQueryOptions } from '../../../api/kb-queries';
import { useKbDocuments } from '../use-kb-documents';

export type EntityDetailsProps = {
  kb: KnowledgeBase;
  entityId: string;
  onOpen: (entityId: string) => void;
};

/** One entity: its properties, its relations both ways (the other end opens), its sources. */
export function EntityDetails({ kb, entityId, onOpen }: EntityDetailsProps) {
  const { t } = useTranslation('knowledgeBases');
  const detail = useQuery(
    kbEntityQueryOptions({ projectId: kb.project_id, kbId: kb.id }, entityId),
  );
  const [showSources, setShowSources] = useState(false);
  const { documents, pending } = useKbDocuments(kb, showSources);

  // The dialog is named by its title from the moment it opens, loading or not.
  const pendingTitle = (
    <Drawer.Header>
      <Drawer.Title>{t('entity.title')}</Drawer.Title>
    </Drawer.Header>
  );
  if (detail.isError) {
    return (
      <>
        {pendingTitle}
        <Drawer.Body>
          <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />
        </Drawer.Body>
      </>
    );
  }
  if (detail.isPending) {
    return (
      <>
        {pendingTitle}
        <Drawer.Body>
          <Stack gap="3" data-testid="entity-loading">
            <Skeleton height="8" width="60%" />
            <Skeleton height="24" />
          </Stack>
        </Drawer.Body>
      </>
    );
  }
  const { entity, relations } = detail.data;
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>
            <bdi>{entity.label}</bdi>
          </Drawer.Title>
          <Badge alignSelf="start">{entity.class_name}</Badge>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="5">
          <Stack as="section" gap="2">
            <Heading as="h4" size="sm">
              {t('entity.properties')}
            </Heading>
            {Object.keys(entity.properties).length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('entity.noProperties')}
              </Text>
            ) : (
              <DataList.Root orientation="horizontal" size="sm">
                {Object.entries(entity.properties).map(([name, values]) => (
                  <DataList.Item key={name}>
                    <DataList.ItemLabel>{name}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <bdi>{values.join(', ')}</bdi>
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            )}
          </Stack>
          <RelationList
            title={t('entity.outgoing')}
            relations={relations.filter((relation) => relation.direction === 'outgoing')}
            onOpen={onOpen}
          />
          <RelationList
            title={t('entity.incoming')}
            relations={relations.filter((relation) => relation.direction === 'incoming')}
            onOpen={onOpen}
          />
          <Stack as="section" gap="2">
            <Heading as="h4" size="sm">
              {t('entity.sources', { count: entity.provenance.length })}
            </Heading>
            {showSources ? (
              pending ? (
                <Skeleton height="16" data-testid="sources-loading" />
              ) : (
                <ProvenanceList
                  provenance={entity.provenance}
                  projectId={kb.project_id}
                  documents={documents}
                />
              )
            ) : (
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                disabled={entity.provenance.length === 0}
                onClick={() => setShowSources(true)}
              >
                {t('entity.showSources')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Drawer.Body>
    </>
  );
}

type RelationListProps = {
  title: string;
  relations: KbEntityDetail['relations'];
  onOpen: (entityId: string) => void;
};

function RelationList({ title, relations, onOpen }: RelationListProps) {
  const { t } = useTranslation('knowledgeBases');
  return (
    <Stack as="section" gap="2">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      {relations.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('entity.noRelations')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {relations.map((relation) => (
            <li key={`${relation.id}-${relation.direction}`}>
              <Text as="span" textStyle="sm" color="fg.muted">
                {relation.relation_name}{' '}
              </Text>
              <Button
                variant="plain"
                size="sm"
                px="0"
                h="auto"
                colorPalette="brand"
                textDecoration="underline"
                onClick={() => onOpen(relation.other.id)}
              >
                <bdi>{relation.other.label}</bdi>
              </Button>{' '}
              <Text as="span" textStyle="xs" color="fg.muted">
                ({relation.other.class_name})
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
