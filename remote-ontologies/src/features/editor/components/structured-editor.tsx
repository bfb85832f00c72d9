import { useState } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  applyOntologyModifications,
  OntologyModificationError,
  type OntologyDocument,
  type OntologyModification,
} from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { AddClassForm, AddPropertyForm, AddRelationForm } from './editor-forms';
import { ERROR_TEXT } from '../../../ui/error-text';

export type StructuredEditorProps = {
  base: OntologyDocument;
  modifications: OntologyModification[];
  onChange: (modifications: OntologyModification[]) => void;
};

/** Every action becomes one `ontology_modifications` entry, checked here as the API will. */
export function StructuredEditor({ base, modifications, onChange }: StructuredEditorProps) {
  const { t } = useTranslation('ontologies');
  const [problem, setProblem] = useState<string | null>(null);
  const current = applyOntologyModifications(base, modifications);

  const add = (modification: OntologyModification): boolean => {
    try {
      applyOntologyModifications(base, [...modifications, modification]);
    } catch (error) {
      const message =
        error instanceof OntologyModificationError
          ? error.message.replace(/^[^:]+: /, '')
          : (error as Error).message;
      setProblem(message);
      return false;
    }
    setProblem(null);
    onChange([...modifications, modification]);
    return true;
  };
  const classNames = current.classes.map((c) => c.name);

  return (
    <Stack gap="5">
      {problem ? (
        <Text role="alert" color={ERROR_TEXT}>
          {problem}
        </Text>
      ) : null}
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('version.classes')}
        </Heading>
        {current.classes.map((ontologyClass) => (
          <Card.Root key={ontologyClass.name} size="sm" variant="outline">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap">
                <Card.Title>
                  {ontologyClass.label} <Badge>{ontologyClass.name}</Badge>
                </Card.Title>
                <Button
                  type="button"
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => add({ op: 'remove_class', class_name: ontologyClass.name })}
                >
                  {t('editor.removeClass', { name: ontologyClass.name })}
                </Button>
              </HStack>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                <List.Root variant="plain" gap="1">
                  {ontologyClass.properties.map((property) => (
                    <List.Item key={property.name}>
                      <HStack gap="2">
                        <Text>
                          {property.name}: {property.type}
                        </Text>
                        <Button
                          type="button"
                          size="2xs"
                          variant="ghost"
                          onClick={() =>
                            add({
                              op: 'remove_property',
                              class_name: ontologyClass.name,
                              property_name: property.name,
                            })
                          }
                        >
                          {t('editor.removeProperty', { name: property.name })}
                        </Button>
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
                <AddPropertyForm className={ontologyClass.name} onAdd={add} />
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
        <AddClassForm onAdd={add} />
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('version.relations')}
        </Heading>
        <List.Root variant="plain" gap="1">
          {current.relations.map((relation) => (
            <List.Item key={relation.name}>
              <HStack gap="2">
                <Text>
                  {relation.source} —{relation.name}→ {relation.target}
                </Text>
                <Button
                  type="button"
                  size="2xs"
                  variant="ghost"
                  onClick={() => add({ op: 'remove_relation', relation_name: relation.name })}
                >
                  {t('editor.removeRelation', { name: relation.name })}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <AddRelationForm classNames={classNames} onAdd={add} />
      </Stack>
      <Box borderTopWidth="1px" pt="3">
        <HStack justify="space-between" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t('editor.pending', { count: modifications.length })}
          </Text>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={modifications.length === 0}
            onClick={() => onChange(modifications.slice(0, -1))}
          >
            {t('editor.undo')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
