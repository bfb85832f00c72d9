import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiffEntry, DiffKind } from './diff-ontologies';

const PALETTE: Record<DiffKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  renamed: 'blue',
};

export type DiffTableProps = { entries: DiffEntry[]; label?: string };

/** Added, removed, changed and renamed items of two versions (the diff page, an assistant's proposal). */
export function DiffTable({ entries, label }: DiffTableProps) {
  const { t } = useTranslation('ontologies');
  const shown = (value: unknown): string => {
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('version.none');
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    return value === '' || value === undefined || value === null
      ? t('version.none')
      : String(value);
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      {/* On a phone the kind moves under the name and values wrap: nothing is cut off. */}
      <Table.Root
        size="sm"
        aria-label={label ?? t('diff.title')}
        tableLayout={{ base: 'fixed', md: 'auto' }}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width={{ base: '6.5rem', md: 'auto' }}>
              {t('diff.change')}
            </Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('diff.entity')}</Table.ColumnHeader>
            <Table.ColumnHeader width={{ base: '35%', md: 'auto' }}>
              {t('columns.name')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('diff.fields')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={`${entry.entity}:${entry.name}`} data-testid="diff-row">
              <Table.Cell>
                <Badge colorPalette={PALETTE[entry.kind]}>{t(`diff.kinds.${entry.kind}`)}</Badge>
              </Table.Cell>
              <Table.Cell hideBelow="md">{t(`diff.entities.${entry.entity}`)}</Table.Cell>
              <Table.Cell
                overflowWrap="anywhere"
                whiteSpace="normal"
                data-kind={t(`diff.entities.${entry.entity}`)}
                _before={{
                  content: 'attr(data-kind)',
                  display: { base: 'block', md: 'none' },
                  color: 'fg.muted',
                  textStyle: 'xs',
                }}
              >
                {entry.from ? (
                  <>
                    <Text as="del">{entry.from}</Text> → {entry.name}
                  </>
                ) : (
                  entry.name
                )}
              </Table.Cell>
              <Table.Cell overflowWrap="anywhere" whiteSpace="normal">
                <Stack as="ul" gap="0.5" listStyleType="none">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <Text as="span" fontFamily="mono">
                        {change.field}
                      </Text>
                      : <Text as="del">{shown(change.before)}</Text> →{' '}
                      <Text as="ins" textDecoration="none" fontWeight="medium">
                        {shown(change.after)}
                      </Text>
                    </li>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
