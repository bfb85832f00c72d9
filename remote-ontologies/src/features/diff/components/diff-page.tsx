import { Badge, Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { OntologyVersion, OntologyVersionDetail } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { diffOntologies, renamesOf, type DiffKind } from '../diff-ontologies';

export type DiffPageProps = {
  versions: OntologyVersion[];
  before: OntologyVersionDetail | null;
  after: OntologyVersionDetail | null;
};

const PALETTE: Record<DiffKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  renamed: 'blue',
};

/** A diff between any two versions: added, removed and changed items. */
export function DiffPage({ versions, before, after }: DiffPageProps) {
  const { t } = useTranslation('ontologies');
  const [, setSearchParams] = useSearchParams();
  const shown = (value: unknown): string => {
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('version.none');
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    return value === '' || value === undefined || value === null
      ? t('version.none')
      : String(value);
  };
  const choose = (key: 'from' | 'to', id: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (before) next.set('from', before.id);
      if (after) next.set('to', after.id);
      next.set(key, id);
      return next;
    });
  const select = (key: 'from' | 'to', label: string, value: string | undefined) => (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field value={value} onChange={(event) => choose(key, event.target.value)}>
          {versions.map((version) => (
            <option key={version.id} value={version.id}>
              {t('version.label', { number: version.version_number })} — {version.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  // A version made from modifications of `before` knows its renames: shown as renames.
  const renames =
    before && after?.modifications && after.base_version_id === before.id
      ? renamesOf(after.modifications)
      : undefined;
  const entries = before && after ? diffOntologies(before.content, after.content, renames) : [];
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        {t('diff.title')}
      </Heading>
      <HStack gap="4" wrap="wrap">
        {select('from', t('diff.from'), before?.id)}
        {select('to', t('diff.to'), after?.id)}
      </HStack>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('diff.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          {/* On a phone the kind moves under the name and values wrap: nothing is cut off. */}
          <Table.Root
            size="sm"
            aria-label={t('diff.title')}
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
                    <Badge colorPalette={PALETTE[entry.kind]}>
                      {t(`diff.kinds.${entry.kind}`)}
                    </Badge>
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
      )}
    </Stack>
  );
}
