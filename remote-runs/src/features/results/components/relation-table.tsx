import { Fragment, useState } from 'react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import type { ExtractedEntity, ExtractedRelation } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ProvenanceList, type ProvenanceListProps } from '@ontoloom/platform';

export type RelationTableProps = Omit<ProvenanceListProps, 'provenance'> & {
  relations: ExtractedRelation[];
  entities: Map<string, ExtractedEntity>;
  readOnly: boolean;
  onDelete: (relation: ExtractedRelation) => void;
};

/** Relations between entities, each with its sources; deletable until the run is committed. */
export function RelationTable({
  relations,
  entities,
  readOnly,
  onDelete,
  ...sources
}: RelationTableProps) {
  const { t } = useTranslation('runs');
  const [open, setOpen] = useState<string | null>(null);
  const label = (id: string) => entities.get(id)?.label ?? t('results.unknownEntity');
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t('results.relationsTable')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('results.source')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.relation')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.target')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.sources')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{t('results.actionsColumn')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {relations.map((relation) => (
            <Fragment key={relation.id}>
              <Table.Row data-testid="relation-row">
                <Table.Cell>{label(relation.source_id)}</Table.Cell>
                <Table.Cell fontFamily="mono" textStyle="xs">
                  {relation.relation_name}
                </Table.Cell>
                <Table.Cell>{label(relation.target_id)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-expanded={open === relation.id}
                    onClick={() => setOpen(open === relation.id ? null : relation.id)}
                  >
                    {t('results.sourcesCount', { total: relation.provenance.length })}
                  </Button>
                </Table.Cell>
                <Table.Cell>
                  {readOnly ? null : (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('results.deleteRelation', {
                        source: label(relation.source_id),
                        relation: relation.relation_name,
                        target: label(relation.target_id),
                      })}
                      onClick={() => onDelete(relation)}
                    >
                      {t('results.actions.delete')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
              {open === relation.id ? (
                <Table.Row>
                  <Table.Cell colSpan={5}>
                    <Stack>
                      <ProvenanceList provenance={relation.provenance} {...sources} />
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
