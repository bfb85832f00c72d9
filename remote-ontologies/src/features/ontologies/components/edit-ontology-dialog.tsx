import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Ontology } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from '../../../ui/error-text';
import { useUpdateOntology } from '../api/use-ontology-mutations';

export type EditOntologyDialogProps = { ontology: Ontology; open: boolean; onClose: () => void };

/** Renames or re-describes the ontology (its versions keep their own names). */
export function EditOntologyDialog({ ontology, open, onClose }: EditOntologyDialogProps) {
  const { t } = useTranslation('ontologies');
  const update = useUpdateOntology();
  const [name, setName] = useState(ontology.name);
  const [description, setDescription] = useState(ontology.description);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { projectId: ontology.project_id, ontologyId: ontology.id, name, description },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={onSubmit}>
            <Dialog.Header>
              <Dialog.Title>{t('edit.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>{t('fields.name')}</Field.Label>
                  <Input value={name} onChange={(event) => setName(event.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('fields.description')}</Field.Label>
                  <Textarea
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                  />
                </Field.Root>
                {update.error ? (
                  <Text role="alert" color={ERROR_TEXT}>
                    {update.error.message}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={update.isPending}>
                {t('edit.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
