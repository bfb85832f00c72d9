import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { classKind, type OntologyDocument } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';

export type ContentTablesProps = { content: OntologyDocument };

const list = (items: string[]) => items.join(', ');

/** Classes, properties and relations of a version as three tables. */
export function ContentTables({ content }: ContentTablesProps) {
  const { t } = useTranslation('ontologies');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const properties = content.classes.flatMap((owner) =>
    owner.properties.map((property) => ({ owner: owner.name, ...property })),
  );
  const table = (caption: string, headers: string[], rows: (string | number)[][]) => (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {caption}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('version.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-label={caption}>
            <Table.Header>
              <Table.Row>
                {headers.map((header) => (
                  <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.join('\u0000')}>
                  {row.map((cell, index) => (
                    <Table.Cell key={index}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
  return (
    <Stack gap="6">
      {table(
        t('version.classes'),
        [
          t('columns.name'),
          t('columns.label'),
          t('columns.kind'),
          t('columns.description'),
          t('columns.aliases'),
        ],
        content.classes.map((c) => [
          c.name,
          c.label,
          // The kind given, else the one extraction reads from the class's words.
          c.kind
            ? t(`editor.kinds.${c.kind}`)
            : t('columns.kindInferred', { kind: t(`editor.kinds.${classKind(c)}`) }),
          c.description,
          list(c.aliases),
        ]),
      )}
      {table(
        t('version.properties'),
        [
          t('columns.class'),
          t('columns.name'),
          t('columns.type'),
          t('columns.required'),
          t('columns.multiple'),
          t('columns.identifying'),
        ],
        properties.map((p) => [
          p.owner,
          p.name,
          p.type,
          yesNo(p.required),
          yesNo(p.multiple),
          yesNo(p.identifying),
        ]),
      )}
      {table(
        t('version.relations'),
        [
          t('columns.name'),
          t('columns.source'),
          t('columns.target'),
          t('columns.description'),
          t('columns.cues'),
        ],
        content.relations.map((r) => [r.name, r.source, r.target, r.description, list(r.cues)]),
      )}
    </Stack>
  );
}
