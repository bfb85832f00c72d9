import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { OntologyModification } from '@ontoloom/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One line per queued operation, in the words of the form that made it. */
export function describeModification(t: TFunction, change: OntologyModification): string {
  switch (change.op) {
    case 'add_class':
      return t('editor.ops.add_class', { name: change.class.name });
    case 'update_class':
      return t('editor.ops.update_class', {
        name: change.class_name,
        fields: Object.keys(change.changes).join(', '),
      });
    case 'remove_class':
      return t('editor.ops.remove_class', { name: change.class_name });
    case 'rename_class':
      return t('editor.ops.rename_class', { name: change.class_name, newName: change.new_name });
    case 'add_property':
      return t('editor.ops.add_property', {
        className: change.class_name,
        name: change.property.name,
        type: change.property.type,
      });
    case 'update_property':
      return t('editor.ops.update_property', {
        className: change.class_name,
        name: change.property_name,
        fields: Object.keys(change.changes).join(', '),
      });
    case 'remove_property':
      return t('editor.ops.remove_property', {
        className: change.class_name,
        name: change.property_name,
      });
    case 'rename_property':
      return t('editor.ops.rename_property', {
        className: change.class_name,
        name: change.property_name,
        newName: change.new_name,
      });
    case 'add_relation':
      return t('editor.ops.add_relation', {
        name: change.relation.name,
        source: change.relation.source,
        target: change.relation.target,
      });
    case 'update_relation':
      return t('editor.ops.update_relation', {
        name: change.relation_name,
        fields: Object.keys(change.changes).join(', '),
      });
    case 'remove_relation':
      return t('editor.ops.remove_relation', { name: change.relation_name });
    case 'rename_relation':
      return t('editor.ops.rename_relation', {
        name: change.relation_name,
        newName: change.new_name,
      });
  }
}

export type PendingChangesProps = {
  modifications: OntologyModification[];
  onUndo: () => void;
};

/** What saving will send, in order, with an undo for the last one. */
export function PendingChanges({ modifications, onUndo }: PendingChangesProps) {
  const { t } = useTranslation('ontologies');
  return (
    <Box as="section" aria-labelledby="pending-changes" borderTopWidth="1px" pt="3">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id="pending-changes">
            {t('editor.pending', { count: modifications.length })}
          </Heading>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={modifications.length === 0}
            onClick={onUndo}
          >
            {t('editor.undo')}
          </Button>
        </HStack>
        {modifications.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('editor.noChanges')}
          </Text>
        ) : (
          <List.Root as="ol" ps="5" gap="1" textStyle="sm" data-testid="pending-changes">
            {modifications.map((change, index) => (
              <List.Item key={index}>{describeModification(t, change)}</List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Box>
  );
}
