import { Button, EmptyState, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IntentLink, formatDate } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { versionListQueryOptions } from '../../../api/ontology-queries';

export type VersionTableProps = { projectId: string; ontologyId: string };

export function VersionTable({ projectId, ontologyId }: VersionTableProps) {
  const { t, i18n } = useTranslation('ontologies');
  const { data: versions } = useSuspenseQuery(versionListQueryOptions(projectId, ontologyId));
  if (versions.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Title as="p">{t('detail.noVersions')}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const [latest, previous] = versions;
  return (
    <>
      {latest && previous ? (
        <HStack>
          <Button asChild size="sm" variant="outline">
            <IntentLink to={`diff?from=${previous.id}&to=${latest.id}`}>
              {t('detail.compareLatest')}
            </IntentLink>
          </Button>
        </HStack>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('detail.columns.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.columns.created')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((version) => (
              <Table.Row key={version.id}>
                <Table.Cell>
                  <Link asChild colorPalette="brand" fontWeight="semibold">
                    <IntentLink to={`versions/${version.id}`}>
                      {t('version.label', { number: version.version_number })}
                    </IntentLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <bdi>{version.name}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2} dir="auto">
                    {version.description}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <time
                    dateTime={version.created_at}
                    title={formatDate(version.created_at, i18n.language, 'detail')}
                  >
                    {formatDate(version.created_at, i18n.language)}
                  </time>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
