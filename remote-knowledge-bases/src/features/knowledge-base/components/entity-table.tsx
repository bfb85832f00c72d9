import { useState } from 'react';
import { Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { KbEntity, KnowledgeBase } from '@ontoloom/contract';
import { ErrorView } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../api/format-number';
import { kbEntitiesQueryOptions } from '../../../api/kb-queries';
import { SelectField } from '@ontoloom/platform';

export const ENTITY_PAGE_SIZE = 25;

export type EntityTableProps = {
  kb: KnowledgeBase;
  search: string;
  className: string;
  onClassChange: (className: string) => void;
  onOpen: (entityId: string) => void;
};

/** "name: Acme Ltd · founded: 1999": the first values of an entity's first properties. */
const propertiesText = (entity: KbEntity) =>
  Object.entries(entity.properties)
    .slice(0, 3)
    .map(([name, values]) => `${name}: ${values.slice(0, 2).join(', ')}`)
    .join(' · ');

export function EntityTable({ kb, search, className, onClassChange, onOpen }: EntityTableProps) {
  const { t, i18n } = useTranslation('knowledgeBases');
  const locale = i18n.language;
  const [offset, setOffset] = useState(0);
  const query = {
    offset,
    limit: ENTITY_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(className ? { class_name: className } : {}),
  };
  const page = useQuery(kbEntitiesQueryOptions({ projectId: kb.project_id, kbId: kb.id }, query));
  const classes = page.data?.classes ?? [];
  const total = page.data?.total ?? 0;
  const items = page.data?.items ?? [];

  return (
    <Stack gap="3">
      <Box maxW={{ base: 'full', md: 'sm' }}>
        <SelectField
          label={t('entities.class')}
          name="class"
          value={className}
          placeholder={t('entities.allClasses')}
          options={classes.map((item) => ({
            value: item.class_name,
            label: t('entities.classOption', {
              name: item.class_name,
              count: formatNumber(item.count, locale),
            }),
          }))}
          onChange={onClassChange}
        />
      </Box>
      {page.isError ? (
        <ErrorView error={page.error} onRetry={() => void page.refetch()} />
      ) : page.isPending ? (
        <Stack gap="2" data-testid="entities-loading">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height="8" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {search || className ? t('entities.noMatch') : t('entities.empty')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-busy={page.isPlaceholderData}>
            <Table.Caption srOnly>{t('entities.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('entities.label')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('entities.className')}</Table.ColumnHeader>
                {/* On a phone the label and class keep the room; the panel shows the properties. */}
                <Table.ColumnHeader hideBelow="md">{t('entities.properties')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('entities.relations')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((entity) => (
                <Table.Row key={entity.id}>
                  <Table.Cell>
                    <Button
                      variant="plain"
                      colorPalette="brand"
                      size="sm"
                      px="0"
                      h="auto"
                      textDecoration="underline"
                      whiteSpace="normal"
                      textAlign="start"
                      onClick={() => onOpen(entity.id)}
                    >
                      <bdi>{entity.label}</bdi>
                    </Button>
                  </Table.Cell>
                  <Table.Cell>{entity.class_name}</Table.Cell>
                  <Table.Cell
                    hideBelow="md"
                    color="fg.muted"
                    maxW="md"
                    truncate
                    title={propertiesText(entity)}
                  >
                    <bdi>{propertiesText(entity)}</bdi>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatNumber(entity.relation_count, locale)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {page.isError ? null : (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {total > 0
              ? t('entities.range', {
                  from: formatNumber(offset + 1, locale),
                  to: formatNumber(Math.min(offset + items.length, total), locale),
                  total: formatNumber(total, locale),
                })
              : ''}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - ENTITY_PAGE_SIZE))}
            >
              {t('entities.previous')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={offset + ENTITY_PAGE_SIZE >= total}
              onClick={() => setOffset(offset + ENTITY_PAGE_SIZE)}
            >
              {t('entities.next')}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
