import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  applyOntologyModifications,
  OntologyModificationError,
  type OntologyClass,
  type OntologyDocument,
  type OntologyModification,
  type OntologyProperty,
  type OntologyRelation,
} from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from '../../../ui/error-text';
import { ClassDialog, PropertyDialog, RelationDialog } from './edit-dialogs';
import { AddClassForm, AddPropertyForm, AddRelationForm } from './editor-forms';
import { PendingChanges } from './pending-changes';

export type StructuredEditorProps = {
  base: OntologyDocument;
  modifications: OntologyModification[];
  onChange: (modifications: OntologyModification[]) => void;
};

type Editing =
  | { kind: 'class'; item: OntologyClass }
  | { kind: 'property'; className: string; item: OntologyProperty }
  | { kind: 'relation'; item: OntologyRelation };

type Scope = 'classes' | 'relations';

// The editor's own check (the same rules the API applies): the reason, without the item's path.
const messageOf = (error: unknown) =>
  error instanceof OntologyModificationError ? error.reason : (error as Error).message;

/**
 * Every action becomes `ontology_modifications` entries, checked here as the API will check them,
 * so a change that cannot apply is refused where it was made.
 */
export function StructuredEditor({ base, modifications, onChange }: StructuredEditorProps) {
  const { t } = useTranslation('ontologies');
  const [problem, setProblem] = useState<{ scope: Scope; message: string } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const current = applyOntologyModifications(base, modifications);
  const classNames = current.classes.map((c) => c.name);

  /** Queues the operations if they apply; otherwise returns why not. */
  const apply = (added: OntologyModification[]): string | null => {
    try {
      applyOntologyModifications(base, [...modifications, ...added]);
    } catch (error) {
      return messageOf(error);
    }
    onChange([...modifications, ...added]);
    return null;
  };
  const applyIn =
    (scope: Scope) =>
    (modification: OntologyModification): boolean => {
      const message = apply([modification]);
      setProblem(message === null ? null : { scope, message });
      return message === null;
    };
  const alertFor = (scope: Scope) =>
    problem?.scope === scope ? (
      <Text role="alert" color={ERROR_TEXT}>
        {problem.message}
      </Text>
    ) : null;

  return (
    <Stack gap="6" pt="2">
      <Stack as="section" gap="3" aria-labelledby="editor-classes">
        <Heading as="h3" size="md" id="editor-classes">
          {t('version.classes')}
        </Heading>
        {current.classes.length === 0 ? (
          <Text color="fg.muted">{t('editor.noClasses')}</Text>
        ) : null}
        {current.classes.map((ontologyClass) => (
          <Card.Root key={ontologyClass.name} size="sm" variant="outline">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Card.Title>
                  {ontologyClass.label}{' '}
                  <Badge fontFamily="mono" variant="surface">
                    {ontologyClass.name}
                  </Badge>
                </Card.Title>
                <HStack gap="1">
                  <ItemButton
                    label={t('editor.editClass', { name: ontologyClass.name })}
                    onClick={() => setEditing({ kind: 'class', item: ontologyClass })}
                  >
                    {t('editor.edit')}
                  </ItemButton>
                  <ItemButton
                    danger
                    label={t('editor.removeClass', { name: ontologyClass.name })}
                    onClick={() =>
                      applyIn('classes')({ op: 'remove_class', class_name: ontologyClass.name })
                    }
                  >
                    {t('editor.remove')}
                  </ItemButton>
                </HStack>
              </HStack>
              <ClassSummary ontologyClass={ontologyClass} />
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {ontologyClass.properties.length === 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t('editor.noProperties')}
                  </Text>
                ) : (
                  <Stack
                    as="ul"
                    gap="1"
                    listStyleType="none"
                    aria-label={t('editor.propertiesOf', { name: ontologyClass.name })}
                  >
                    {ontologyClass.properties.map((property) => (
                      <HStack as="li" key={property.name} gap="2" wrap="wrap">
                        <Text fontFamily="mono" textStyle="sm">
                          {property.name}
                        </Text>
                        <Badge variant="outline">{property.type}</Badge>
                        {(['required', 'multiple', 'identifying'] as const)
                          .filter((flag) => property[flag])
                          .map((flag) => (
                            <Badge key={flag} colorPalette="brand" variant="subtle">
                              {t(`columns.${flag}`)}
                            </Badge>
                          ))}
                        <ItemButton
                          label={t('editor.editProperty', {
                            className: ontologyClass.name,
                            name: property.name,
                          })}
                          onClick={() =>
                            setEditing({
                              kind: 'property',
                              className: ontologyClass.name,
                              item: property,
                            })
                          }
                        >
                          {t('editor.edit')}
                        </ItemButton>
                        <ItemButton
                          danger
                          label={t('editor.removeProperty', { name: property.name })}
                          onClick={() =>
                            applyIn('classes')({
                              op: 'remove_property',
                              class_name: ontologyClass.name,
                              property_name: property.name,
                            })
                          }
                        >
                          {t('editor.remove')}
                        </ItemButton>
                      </HStack>
                    ))}
                  </Stack>
                )}
                <AddPropertyForm className={ontologyClass.name} onAdd={applyIn('classes')} />
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
        <AddClassForm onAdd={applyIn('classes')} />
        {alertFor('classes')}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="editor-relations">
        <Heading as="h3" size="md" id="editor-relations">
          {t('version.relations')}
        </Heading>
        {current.relations.length === 0 ? (
          <Text color="fg.muted">{t('editor.noRelations')}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {current.relations.map((relation) => (
              <HStack as="li" key={relation.name} gap="2" wrap="wrap">
                <Text>
                  {relation.source}{' '}
                  <Text as="span" fontFamily="mono" fontWeight="semibold">
                    —{relation.name}→
                  </Text>{' '}
                  {relation.target}
                </Text>
                {relation.cues.length > 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    ({relation.cues.join(', ')})
                  </Text>
                ) : null}
                <ItemButton
                  label={t('editor.editRelation', { name: relation.name })}
                  onClick={() => setEditing({ kind: 'relation', item: relation })}
                >
                  {t('editor.edit')}
                </ItemButton>
                <ItemButton
                  danger
                  label={t('editor.removeRelation', { name: relation.name })}
                  onClick={() =>
                    applyIn('relations')({ op: 'remove_relation', relation_name: relation.name })
                  }
                >
                  {t('editor.remove')}
                </ItemButton>
              </HStack>
            ))}
          </Stack>
        )}
        <AddRelationForm classNames={classNames} onAdd={applyIn('relations')} />
        {alertFor('relations')}
      </Stack>
      <PendingChanges
        modifications={modifications}
        onUndo={() => {
          setProblem(null);
          onChange(modifications.slice(0, -1));
        }}
      />
      {editing?.kind === 'class' ? (
        <ClassDialog ontologyClass={editing.item} apply={apply} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'property' ? (
        <PropertyDialog
          className={editing.className}
          property={editing.item}
          apply={apply}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'relation' ? (
        <RelationDialog
          relation={editing.item}
          classNames={classNames}
          apply={apply}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function ItemButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="xs"
      variant="ghost"
      colorPalette={danger ? 'red' : 'gray'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Description, aliases, examples and patterns under the class title, when present. */
function ClassSummary({ ontologyClass }: { ontologyClass: OntologyClass }) {
  const { t } = useTranslation('ontologies');
  const lists = (['aliases', 'examples', 'patterns'] as const).filter(
    (key) => ontologyClass[key].length > 0,
  );
  if (!ontologyClass.description && lists.length === 0) return null;
  return (
    <Stack gap="1" textStyle="sm">
      {ontologyClass.description ? <Text color="fg.muted">{ontologyClass.description}</Text> : null}
      {lists.map((key) => (
        <Wrap key={key} gap="1" align="center">
          <Text color="fg.muted">{t(`editor.fields.${key}`)}:</Text>
          {ontologyClass[key].map((value) => (
            <Badge
              key={value}
              variant="subtle"
              fontFamily={key === 'patterns' ? 'mono' : undefined}
            >
              {value}
            </Badge>
          ))}
        </Wrap>
      ))}
    </Stack>
  );
}
