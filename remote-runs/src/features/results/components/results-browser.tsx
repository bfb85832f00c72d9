import { useState } from 'react';
import { Box, Button, Field, Flex, Group, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ExtractedEntity, TextExtractionRun } from '@ontoloom/contract';
import { ConfirmDialog, ListEmptyState } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { finalResultsQueryOptions, ontologyVersionQueryOptions } from '../../../api/run-queries';
import type { RunScope } from '../../../api/use-run-mutations';
import { SelectField } from '@ontoloom/platform';
import { filterResults } from '../results-filter';
import { EntityGroup, type EntityAction } from './entity-group';
import { EditDialog, MergeDialog, RenameDialog, SplitDialog } from './modification-dialogs';
import { RelationTable } from './relation-table';
import type { Modify } from './use-modify';

export type ResultsBrowserProps = {
  run: TextExtractionRun;
  scope: RunScope;
  readOnly: boolean;
  modify: Modify;
};

type View = 'entities' | 'relations';
type Dialog =
  | { kind: Exclude<EntityAction, 'delete'>; entity: ExtractedEntity }
  | { kind: 'merge'; entities: ExtractedEntity[] }
  | { kind: 'delete'; entityIds: string[] }
  | null;

/** Search, class filter, entities by class or relations, selection and modification dialogs. */
export function ResultsBrowser({ run, scope, readOnly, modify }: ResultsBrowserProps) {
  const { t } = useTranslation('runs');
  const { data: results } = useSuspenseQuery(
    finalResultsQueryOptions(scope.projectId, scope.runId),
  );
  // Labels and property types only: the results show without them while they load.
  const { data: version } = useQuery(
    ontologyVersionQueryOptions(scope.projectId, run.ontology_version_id),
  );
  const ontologyClasses = version?.content.classes ?? [];
  const [search, setSearch] = useState('');
  const [className, setClassName] = useState('');
  const [view, setView] = useState<View>('entities');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);

  const byId = new Map(results.entities.map((entity) => [entity.id, entity]));
  const { groups, relations } = filterResults(
    results,
    { search, className },
    ontologyClasses.map((item) => item.name),
  );
  const classLabel = (name: string) =>
    ontologyClasses.find((item) => item.name === name)?.label ?? name;
  const classNames = [
    ...new Set([
      ...ontologyClasses.map((item) => item.name),
      ...results.entities.map((e) => e.class_name),
    ]),
  ];
  const sources = {
    projectId: scope.projectId,
    documents: new Map(
      run.documents.map((document) => [
        document.document_id,
        { name: document.name, collectionId: run.documents_collection_id },
      ]),
    ),
  };
  const selectedEntities = [...selected].flatMap((id) => byId.get(id) ?? []);
  const close = () => {
    modify.reset();
    setDialog(null);
  };
  const submit = (action: Parameters<Modify['apply']>[0]) =>
    modify.apply(action, {
      inDialog: true,
      onDone: () => {
        setDialog(null);
        setSelected(new Set());
      },
    });
  const onAction = (action: EntityAction, entity: ExtractedEntity) => {
    modify.reset();
    setDialog(
      action === 'delete' ? { kind: 'delete', entityIds: [entity.id] } : { kind: action, entity },
    );
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root maxW="sm" flex="1" minW="48">
          <Field.Label>{t('results.search')}</Field.Label>
          <Input
            type="search"
            value={search}
            placeholder={t('results.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Box minW="48">
          <SelectField
            label={t('results.classFilter')}
            name="class_filter"
            value={className}
            placeholder={t('results.allClasses')}
            options={classNames.map((name) => ({ value: name, label: classLabel(name) }))}
            onChange={setClassName}
          />
        </Box>
        <Group attached role="group" aria-label={t('results.viewLabel')}>
          {(['entities', 'relations'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {t(`results.view.${value}`, {
                total:
                  value === 'entities'
                    ? groups.reduce((sum, group) => sum + group.entities.length, 0)
                    : relations.length,
              })}
            </Button>
          ))}
        </Group>
      </Flex>

      {!readOnly && view === 'entities' && selected.size > 0 ? (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          padding="2"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.subtle"
          role="region"
          aria-label={t('results.selection', { total: selected.size })}
        >
          <Text textStyle="sm">{t('results.selection', { total: selected.size })}</Text>
          <Button
            size="sm"
            disabled={selected.size < 2}
            onClick={() => {
              modify.reset();
              setDialog({ kind: 'merge', entities: selectedEntities });
            }}
          >
            {t('results.actions.merge')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setDialog({ kind: 'delete', entityIds: [...selected] })}
          >
            {t('results.actions.delete')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('results.clearSelection')}
          </Button>
        </Flex>
      ) : null}

      {results.dropped.length > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {t('results.dropped', { total: results.dropped.length })}
        </Text>
      ) : null}

      {view === 'entities' ? (
        groups.length === 0 ? (
          <ListEmptyState
            title={t(search || className ? 'results.noMatchTitle' : 'results.emptyTitle')}
            description={t(search || className ? 'results.noMatchHelp' : 'results.emptyHelp')}
          />
        ) : (
          groups.map((group) => (
            <EntityGroup
              key={group.className}
              className={group.className}
              classLabel={classLabel(group.className)}
              entities={group.entities}
              readOnly={readOnly}
              selected={selected}
              onSelect={(id, checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onAction={onAction}
              {...sources}
            />
          ))
        )
      ) : relations.length === 0 ? (
        <ListEmptyState
          title={t('results.noRelationsTitle')}
          description={t('results.noRelationsHelp')}
        />
      ) : (
        <RelationTable
          relations={relations}
          entities={byId}
          readOnly={readOnly}
          onDelete={(relation) =>
            modify.apply({ type: 'delete', relation_ids: [relation.id], entity_ids: [] })
          }
          {...sources}
        />
      )}

      <RenameDialog
        entity={dialog?.kind === 'rename' ? dialog.entity : null}
        onClose={close}
        onSubmit={submit}
        pending={modify.isPending}
        error={modify.error}
      />
      <EditDialog
        entity={dialog?.kind === 'edit' ? dialog.entity : null}
        properties={
          dialog?.kind === 'edit'
            ? (ontologyClasses.find((item) => item.name === dialog.entity.class_name)?.properties ??
              [])
            : []
        }
        onClose={close}
        onSubmit={submit}
        pending={modify.isPending}
        error={modify.error}
      />
      <SplitDialog
        entity={dialog?.kind === 'split' ? dialog.entity : null}
        onClose={close}
        onSubmit={submit}
        pending={modify.isPending}
        error={modify.error}
      />
      <MergeDialog
        entities={dialog?.kind === 'merge' ? dialog.entities : null}
        onClose={close}
        onSubmit={submit}
        pending={modify.isPending}
        error={modify.error}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('results.deleteTitle', {
          total: dialog?.kind === 'delete' ? dialog.entityIds.length : 0,
        })}
        body={t('results.deleteBody')}
        confirmLabel={t('results.actions.delete')}
        destructive
        pending={modify.isPending}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          modify.apply(
            { type: 'delete', entity_ids: dialog.entityIds, relation_ids: [] },
            {
              onDone: () => {
                setDialog(null);
                setSelected(new Set());
              },
            },
          )
        }
      />
    </Stack>
  );
}
