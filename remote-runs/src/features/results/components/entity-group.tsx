import { Fragment, useState } from 'react';
import {
  Button,
  Checkbox,
  Heading,
  IconButton,
  Menu,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ExtractedEntity } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ProvenanceList, type ProvenanceListProps } from '@ontoloom/platform';

export type EntityAction = 'rename' | 'edit' | 'split' | 'delete';

export type EntityGroupProps = Omit<ProvenanceListProps, 'provenance'> & {
  className: string;
  classLabel: string;
  entities: ExtractedEntity[];
  readOnly: boolean;
  selected: ReadonlySet<string>;
  onSelect: (entityId: string, selected: boolean) => void;
  onAction: (action: EntityAction, entity: ExtractedEntity) => void;
};

const PAGE = 50;

const valueText = (values: unknown[]) => values.map((value) => String(value)).join(', ');

/** One class's entities: label, properties, sources (expandable), selection and actions. */
export function EntityGroup({
  className,
  classLabel,
  entities,
  readOnly,
  selected,
  onSelect,
  onAction,
  ...sources
}: EntityGroupProps) {
  const { t } = useTranslation('runs');
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const headingId = `entities-${className}`;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = readOnly ? 4 : 5;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId} data-testid="entity-group">
      <Heading as="h4" size="sm" id={headingId}>
        {t('results.classHeading', { label: classLabel, total: entities.length })}
      </Heading>
      <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-labelledby={headingId}>
          <Table.Header>
            <Table.Row>
              {readOnly ? null : (
                <Table.ColumnHeader width="10">
                  <Text srOnly>{t('results.select')}</Text>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{t('results.label')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('results.properties')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('results.sources')}</Table.ColumnHeader>
              <Table.ColumnHeader width="12">
                <Text srOnly>{t('results.actionsColumn')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entities.slice(0, shown).map((entity) => {
              const expanded = open.has(entity.id);
              const properties = Object.entries(entity.properties).filter(
                ([, values]) => values.length > 0,
              );
              return (
                <Fragment key={entity.id}>
                  <Table.Row data-testid="entity-row">
                    {readOnly ? null : (
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          checked={selected.has(entity.id)}
                          onCheckedChange={(details) =>
                            onSelect(entity.id, details.checked === true)
                          }
                        >
                          <Checkbox.HiddenInput
                            aria-label={t('results.selectEntity', { label: entity.label })}
                          />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    )}
                    <Table.Cell fontWeight="medium" wordBreak="break-word">
                      {entity.label}
                    </Table.Cell>
                    <Table.Cell>
                      {properties.length === 0 ? (
                        <Text color="fg.muted">—</Text>
                      ) : (
                        <Stack as="dl" gap="0" textStyle="xs">
                          {properties.map(([name, values]) => (
                            <Text key={name} as="div">
                              <Text as="dt" display="inline" color="fg.muted">
                                {name}:{' '}
                              </Text>
                              <Text as="dd" display="inline">
                                {valueText(values)}
                              </Text>
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-expanded={expanded}
                        aria-controls={`sources-${entity.id}`}
                        onClick={() => toggle(entity.id)}
                      >
                        {t('results.sourcesCount', { total: entity.provenance.length })}
                      </Button>
                    </Table.Cell>
                    <Table.Cell>
                      {readOnly ? null : (
                        <EntityMenu
                          entity={entity}
                          onAction={(action) => onAction(action, entity)}
                        />
                      )}
                    </Table.Cell>
                  </Table.Row>
                  {expanded ? (
                    <Table.Row id={`sources-${entity.id}`}>
                      <Table.Cell colSpan={columns}>
                        <ProvenanceList provenance={entity.provenance} {...sources} />
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {entities.length > shown ? (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setShown(shown + PAGE)}>
          {t('results.showMore', { shown, total: entities.length })}
        </Button>
      ) : null}
    </Stack>
  );
}

function EntityMenu({
  entity,
  onAction,
}: {
  entity: ExtractedEntity;
  onAction: (action: EntityAction) => void;
}) {
  const { t } = useTranslation('runs');
  const actions: EntityAction[] = [
    'rename',
    'edit',
    ...(entity.provenance.length > 1 ? (['split'] as const) : []),
    'delete',
  ];
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => onAction(details.value as EntityAction)}
    >
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={t('results.entityActions', { label: entity.label })}
        >
          <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
            ⋯
          </Text>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                {...(action === 'delete' ? { color: 'fg.error', _hover: { bg: 'bg.error' } } : {})}
              >
                {t(`results.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
