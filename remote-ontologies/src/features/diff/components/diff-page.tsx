import { Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { OntologyVersion, OntologyVersionDetail } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DiffTable } from '../../../components/diff-table';
import { diffOntologies, renamesOf } from '../../../components/diff-ontologies';

export type DiffPageProps = {
  versions: OntologyVersion[];
  before: OntologyVersionDetail | null;
  after: OntologyVersionDetail | null;
};

/** A diff between any two versions: added, removed and changed items. */
export function DiffPage({ versions, before, after }: DiffPageProps) {
  const { t } = useTranslation('ontologies');
  const [, setSearchParams] = useSearchParams();
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
        <DiffTable entries={entries} />
      )}
    </Stack>
  );
}
