import { Checkbox, EmptyState, Link, Table } from '@chakra-ui/react';
import type { Document } from '@ontoloom/contract';
import { formatBytes, IntentLink, formatDate } from '@ontoloom/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPdfViewerWhenIdle } from '../viewers/preload-when-idle';
import { typeLabel } from './type-label';

export type DocumentTableProps = {
  documents: Document[];
  search: string;
  /** Selection for removal (absent: no checkboxes, e.g. an archived collection). */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[], selected: boolean) => void;
};

export function DocumentTable({ documents, search, selected, onSelect }: DocumentTableProps) {
  const { t, i18n } = useTranslation('projects');
  const types = documents.map((document) => document.content_type).join('\n');
  useEffect(() => preloadPdfViewerWhenIdle(types.split('\n')), [types]);
  const term = search.trim().toLowerCase();
  const shown = term
    ? documents.filter((document) => document.name.toLowerCase().includes(term))
    : documents;
  if (shown.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Title as="h3">{t('documents.noMatch', { search })}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t('documents.tableLabel')}>
        <Table.Header>
          <Table.Row>
            {selected && onSelect ? (
              <Table.ColumnHeader width="8">
                <Checkbox.Root
                  size="sm"
                  checked={
                    shown.every((document) => selected.has(document.id))
                      ? true
                      : shown.some((document) => selected.has(document.id))
                        ? 'indeterminate'
                        : false
                  }
                  onCheckedChange={(details) =>
                    onSelect(
                      shown.map((document) => document.id),
                      details.checked === true,
                    )
                  }
                >
                  <Checkbox.HiddenInput aria-label={t('documents.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader>{t('documents.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('documents.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('documents.size')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('documents.added')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((document) => (
            <Table.Row key={document.id}>
              {selected && onSelect ? (
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={selected.has(document.id)}
                    onCheckedChange={(details) => onSelect([document.id], details.checked === true)}
                  >
                    <Checkbox.HiddenInput
                      aria-label={t('documents.select', { name: document.name })}
                    />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ) : null}
              <Table.Cell wordBreak="break-all">
                <Link asChild colorPalette="brand">
                  <IntentLink to={`documents/${document.id}`}>
                    <bdi>{document.name}</bdi>
                  </IntentLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{typeLabel(document.content_type, t)}</Table.Cell>
              {/* R9.04: base 1024 up to PB. */}
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatBytes(document.size_bytes, i18n.language)}
              </Table.Cell>
              <Table.Cell hideBelow="md">
                {formatDate(document.created_at, i18n.language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
